"""The number a step counts as it happens (6.5.i): "Draw a card per Character you control",
"X is its Hand Cost", "for each boost removed this way" — the count made now, the step's
``amount`` set and its ``per`` gone, with the rule that decides what is counted cited
(7.5.8.b Expeditions in a terrain, 3.2.9.c Mana Orbs, 7.4.4.b a Gigantic Character counted
once). A count of 0 or less proposes no atomic action (6.5.i)."""

from __future__ import annotations

from engine.pipeline.own_counts import counted_amount
from engine.reading.counts import count, gigantic_counted
from engine.reading.its_cost import ITS_COSTS, MY_COSTS, its_cost, my_cost
from engine.reading.last_known import my_last_known_place
from engine.state.cards import Condition, Counted
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.last_known_words import last_known_point, read_as_it_was
from engine.why.spell_me import spell_me_words
from engine.why.table import why


def _counted_by(state: GameState, per: Condition, player: str, me: str | None) -> tuple[str, ...]:
    """The rule deciding what a "per [counted]" count counts, when one does: "per
    Expedition in {V}" counts every player's Expeditions whose region has that terrain
    (7.5.8.b); "per Mana Orb in your Mana zone" counts every object there, exhausted ones
    too, since every object in the Mana zone is a Mana Orb (3.2.9.c); a Gigantic Character
    counted is one Character (one card, not two: 7.4.4.c), counted once."""
    if per.counted == Counted.EXPEDITIONS_IN_TERRAIN:
        return why("count.expeditions_in_terrain")
    if per.counted == Counted.MY_STATISTIC:  # "equal to my {V}": as it is now (gram37)
        return why("count.my_statistic")
    if per.counted == Counted.YOUR_MANA:  # "per Mana Orb in your Mana zone": ready or not
        return why("count.mana_orbs")
    if gigantic_counted(per, state, player, me):
        return why("gigantic.one_object")
    return ()


def per_counted(state: GameState, step: Step) -> Step | None:
    """``step`` with its number counted now ("Draw a card per Character you control", "X is
    its Hand Cost"): ``amount`` is the number, ``per`` is gone; ``None`` when the number
    comes to 0 or less, so the step proposes no atomic action (6.5.i)."""
    targeted = {
        Counted.TARGET_PLAYER_CONTROLS: Counted.YOU_CONTROL,
        Counted.TARGET_PLAYERS_RESERVE: Counted.YOUR_RESERVE,
        Counted.TARGET_PLAYERS_HAND: Counted.YOUR_HAND,
        Counted.TARGET_OPPONENTS_RESERVE: Counted.YOUR_RESERVE,  # gc: target opponent's
        Counted.TARGET_OPPONENTS_HAND: Counted.YOUR_HAND,
    }
    if step.per is not None and step.per.counted in targeted:
        # "per Character target opponent controls", "the number of cards in target
        # player's Reserve": the targeted player's (6.5.b).
        mine = replace(step.per, counted=targeted[step.per.counted])
        n = sum(
            count(mine, state, p, step.me, my_last_known_place(state, step), step.me_was)
            for p in step.players
        )
        if counted_amount(step, n) <= 0:
            return None
        each = (r for p in step.players for r in _counted_by(state, mine, p, step.me))
        by = tuple(dict.fromkeys(each))
        step = replace(
            step,
            amount=counted_amount(step, n),
            per=None,
            per_plus=0,
            rules=(*step.rules, *by),
        )
    if step.per is not None and step.per.counted == Counted.COUNTERS_ON_TARGET:
        # gz: "for each boost on target Character": the counters on the object targeted
        # for the count (6.5.b), counted now, as the step is carried out (6.5.i)
        name = step.per.counter
        n = sum(
            state.objects[o].counters.get(name, 0) for o in step.counted_on if o in state.objects
        )
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.on_target")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted in MY_COSTS:
        # "Draw cards equal to my Hand Cost": the printed cost of "me" (6.5.i, 2.2.7).
        here = step.me is not None and step.me in state.objects
        me_card = step.me_card or (state.objects[step.me].card_id if here and step.me else None)
        n = my_cost(state, me_card, step.per.counted)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.my_cost")))
        # a Spell's "my" is the Spell in Limbo that is resolving (7.2.1.b)
        step = replace(step, rules=(*step.rules, *spell_me_words(state, step.me)[1]))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted in ITS_COSTS:
        # "X is the sacrificed Character's Hand Cost": the cost of what "it" names (6.5.i).
        n = its_cost(state, step.it, step.per.counted)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.its_cost")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted == Counted.COUNTERS_THIS_WAY:
        # "Draw a card for each boost removed this way": the counters the step before
        # removed or spent, noted as it ended (6.5.i; engine.steps.afterwards)
        n = step.per.result or 0
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.counters_this_way")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted == Counted.THAT_MANY:
        # "Discard any number of cards ... to draw that many cards": what "it" names (6.5.i);
        # "for each token among them", "for each Ember counter it had": those that were
        # such, the counters they had, noted before the step that acted on them (6.3.j;
        # engine.steps.afterwards) — none noted: none counted
        noted = step.per.filter is not None or step.per.counter  # counted before the step
        n = (step.per.result or 0) if noted else len(step.it)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        if step.amount <= 0:
            return None
    if step.per is not None:
        # "[N] per [counted]": N times the count, counted as the step happens ("X+2, where
        # X is ...": plus 2).
        n = count(
            step.per,
            state,
            step.controller or state.first_player,
            step.me,
            my_last_known_place(state, step),
            step.me_was,
        )
        if counted_amount(step, n) <= 0:
            return None
        counted_by = _counted_by(state, step.per, step.controller or state.first_player, step.me)
        if read_as_it_was(state, step, step.per):  # "I" left play: as it was (6.3.j)
            counted_by = (*counted_by, *why(last_known_point(state, step)))
        step = replace(
            step,
            amount=counted_amount(step, n),
            per=None,
            per_plus=0,
            rules=(*step.rules, *counted_by),
        )
    return step
