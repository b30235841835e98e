"""The choices made just before a step (6.1.g): its subjects — groups found now, choices
such as "a Character you control" made by each player concerned in initiative order (6.1.h),
a player with nothing to choose making none while the others still do (6.5.h) —, where a
card or token goes (7.4.4.f, 7.4.4.h, 7.3.30.a) and amounts.

The other decisions before a step have their own modules: modes (6.5.g) in
:mod:`engine.steps.modal_steps`, "may" (6.5.c) in :mod:`engine.steps.may_steps`, optional
modifiers and their order (6.2.d, 6.2.h) in :mod:`engine.steps.modifier_choices`, targets
(6.5.b, 2.2.1.h, Tough 7.4.7) in :mod:`engine.steps.target_choices`.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.reading.gigantic_presence import gigantic_elsewhere, gigantic_found
from engine.reading.last_known import left_place_words
from engine.reading.passives import expeditions_of, tough_amount
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.cards import Subject
from engine.state.conditions import ObjectFilter
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.state.subjects import (
    EACH_OPPONENT_CHOOSES,
    EVERY_PLAYER_CHOOSES,
    THEIR_OWN_SUBJECTS,
    YOURS_OPPONENT_CHOOSES,
)
from engine.steps.cant_options import cant_choices, option_forbidden_by
from engine.steps.choice_zones import own_zone_note, yours_chosen_words
from engine.steps.mandatory import MANDATORY_WORDS, mandatory_note
from engine.steps.optional_costs import cost_options, spend_short_words
from engine.steps.outcome import resume_step
from engine.steps.outside_play import outside_play_note
from engine.steps.per_expedition import (
    in_the_place,
    next_chooser,
    place_words,
    spread_over_expeditions,
)
from engine.steps.random_choice import random_words
from engine.steps.rest_of_seen import the_one_left
from engine.steps.short_decks import each_players_short_decks, others_go_on, short_decks_words
from engine.steps.standing import (
    expeditions_described,
    your_expeditions_behind_or_tied,
    your_expeditions_described,
)
from engine.steps.subject_choices import (
    choice_options,
    group_objects,
    reserve_not_playable,
)
from engine.steps.subject_targets import expedition_label
from engine.steps.subjects import EACH_CHOOSER_DOES
from engine.steps.target_choices import filter_rules, play_zone_said
from engine.steps.why_none import carry_none
from engine.why.chosen_nouns import chosen_count, chosen_noun
from engine.why.forbidding_words import forbidding_note
from engine.why.labels import gigantic_once_words, table_names
from engine.why.last_known_words import gone_me_point
from engine.why.step_lines import earlier, step_entry, step_line, step_will
from engine.why.step_words import default_label, to_do
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts

_ONE_EXPEDITION = frozenset({Subject.CHARACTERS_IN_TARGET_EXPEDITION})
"""Group subjects looking at the Expeditions the step names, not at all of a player's."""


_FROM_THEIR_HAND = (
    THEIR_OWN_SUBJECTS | {Subject.A_CHARACTER_EACH_PLAYER_CONTROLS} | YOURS_OPPONENT_CHOOSES
)
"""Choices made by the players the step names, of their own cards or Characters (6.1.h):
the players first — each deciding the step's "may", if it has one (6.5.c, 7.5.6.b) —, then
each who does chooses (6.1.h)."""
_GROUPS_NAMED_AGAIN = frozenset({Subject.CHARACTERS_YOU_CONTROL, Subject.OBJECTS_IN_PLAY})
"""Groups a later step may name again as "they" / "them": kept as the step's objects when
a step after it acts on "it" (6.1.e)."""


def _chosen_among_shown(step: Step) -> bool:
    """ib39: whether ``step`` reveals a hand whose cards a later step chooses among."""
    among = any(t.subject is Subject.A_CARD_AMONG_THEM for t in step.then)
    return step.kind is ActionKind.REVEAL and among


def resolve_subject(state: GameState, task: Task, step: Step) -> Result:
    """Groups are found now; choices are made by each chooser in initiative order (6.1.h);
    a player who has nothing to choose makes no choice and the others still do (6.5.h)."""
    if step.subject is Subject.MY_EXPEDITION:
        me = step.me
        now = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
        if now:
            return _place(state, task, step, tuple(sorted(now)), why("place.gigantic"))
        # 6.3.j: "I" left the Expedition zone Gigantic, so it was in both Expeditions of its
        # controller when it stopped existing (7.4.4.b): they are "my Expedition".
        gone = why("effect.my_expedition_gone_gigantic")
        return _place(state, task, step, step.expeditions, (*why("place.gigantic"), *gone), gone)
    if step.subject is Subject.ITS_EXPEDITION:
        # "In its Expedition" of a Gigantic Character: both, one subset (7.4.4.f, 7.4.4.h)
        # — as it was just before this effect moved it, if it did (2.1.h).
        moved = any(o not in state.objects or not expeditions_of(state, o) for o in step.it)
        gone = why("effect.its_expedition_gone") if moved else ()
        return _place(state, task, step, step.expeditions, (*why("place.gigantic"), *gone), gone)
    if step.subject is Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED:
        return your_expeditions_behind_or_tied(state, task, step)  # as it happens (7.5.2)
    if step.subject is Subject.EACH_MY_EXPEDITION_DESCRIBED:
        return your_expeditions_described(state, task, step)  # as it happens (7.5.2, 7.5.5)
    if step.subject is Subject.EACH_EXPEDITION_DESCRIBED:
        return expeditions_described(state, task, step)  # every player's (6.1.g, 7.5.2)
    if step.subject is Subject.TARGET_EXPEDITIONS_DISTRIBUTED:
        # "distributed as you choose among any number of target Expeditions": the
        # Expedition of each token, chosen by the controller (6.5.b, 7.3.5.a).
        every = tuple(state.expedition_ids())
        return _place(state, task, step, every, why("place.distributed"))
    if step.subject is Subject.ONE_OF_YOUR_EXPEDITIONS:
        player = step.controller or state.first_player
        mine = tuple(z.expedition_id(player, k) for k in ExpeditionKind)
        return _place(state, task, step, mine, why("place.one_of_yours"))
    if step.subject in _FROM_THEIR_HAND and step.players and not step.choosers:
        step = replace(step, choosers=step.players, players=())  # each chooses their own
        task = replace(task, step=step)
    if not step.choosers:
        found = group_objects(state, step)
        chosen = step.chosen
        if step.subject in (
            Subject.TOP_CARDS_OF_YOUR_DECK,
            Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
            Subject.CHARACTERS_IN_TARGET_EXPEDITION,
            Subject.CHARACTERS_OF_TARGET_PLAYER,
            Subject.CHARACTERS_OF_TARGET_OPPONENT,
            Subject.CARDS_IN_TARGET_OPPONENTS_HAND,  # ib40: the cards seen, chosen among
        ):
            chosen = tuple(dict.fromkeys((*chosen, *found)))  # "these cards", "them" (once each)
        elif step.subject is Subject.CARDS_IN_YOUR_HAND and _chosen_among_shown(step):
            # ib39: "Target opponent reveals their hand. Choose a Spell from it. …": the
            # cards shown (1.2.7.d) are what the choice after it chooses among (6.1.g)
            chosen = tuple(dict.fromkeys((*chosen, *found)))
        elif step.subject in _GROUPS_NAMED_AGAIN and any(
            t.subject is Subject.IT for t in step.then
        ):
            # "Characters you control gain 1 boost. They gain Anchored": "they" are the
            # objects of the group the step acted on (6.1.e), as after chosen ones (6.5.b)
            chosen = (*chosen, *found)
        targeted = step.expeditions
        giant = step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION and any(
            gigantic_elsewhere(state, found, e) for e in step.expeditions
        )  # a Gigantic Character of the other Expedition is in this one too (7.4.4.b)
        within = step.expeditions if step.subject in _ONE_EXPEDITION else None
        once = () if giant else gigantic_found(state, found, within)  # one object (7.4.4.b)
        if step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
            step = replace(step, expeditions=())  # the Expedition only found the Characters
        if step.subject in (
            Subject.CHARACTERS_OF_TARGET_PLAYER,
            Subject.CHARACTERS_OF_TARGET_OPPONENT,
            Subject.CARDS_IN_TARGET_OPPONENTS_HAND,  # ib40
        ):
            step = replace(step, players=())  # the player only found the Characters
        step = replace(step, objects=(*step.objects, *found), chosen=chosen)
        # A card some player cannot look at is "a card in p1's Hand" to the table, unless
        # this step or an earlier one of the effect reveals it (3.1.3.f and its Remark).
        listed = step.chosen or found
        empty_top = step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and step.amount == 1
        empty_top = empty_top and not found
        known = frozenset(listed) if step.kind is ActionKind.REVEAL else _known_it(step)
        known = known | revealed_by_choice(state, step, listed)  # 3.1.3.f Remark
        text, named, zones = table_names(state, listed, known)
        rules = why("group.found")
        # Why the table's line leaves a card unnamed — not cited where the judge sees it
        # named, unless the line cites the same rule for another reason.
        hides = tuple(r for r in _unnamed_rules(zones) if r not in rules)
        if zones:
            rules = (*rules, *_unnamed_rules(zones))
        if step.subject is Subject.CHARACTERS_YOU_CONTROL:
            rules = (*rules, *why("group.you"), *why("group.you_control"))
        if step.subject is Subject.OBJECTS_IN_PLAY:
            rules = (*rules, *why("group.in_play"))
        if giant:
            rules = (*rules, *why("gigantic.present_in_both"))
        elif once:
            rules = (*rules, *why("gigantic.one_object"))
        if step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and len(found) < step.amount:
            # "The top card" of an empty Deck is a position that does not exist: the atomic
            # action does nothing (3.2.2.d); fewer than N cards: as many as there are (3.2.2.e).
            rules = (*rules, *why("group.no_top_card" if empty_top else "group.short_deck"))
        # "Each player puts the top card of their Deck ...": each player whose Deck has no
        # card at that position — the atomic action for them does nothing (3.2.2.d), said
        # for each of them; fewer than N: as many as there are (3.2.2.e).
        no_top, short_of = each_players_short_decks(state, step)
        goes_on = others_go_on(state, step, no_top)
        if no_top:
            rules = (*rules, *why("group.no_top_card"))
        if goes_on:
            # the part for them is ignored; the rest happens as normal (6.5.h)
            rules = (*rules, *why("effect.rest_goes_on"))
        if short_of:
            rules = (*rules, *why("group.short_deck"))
        if not listed and not empty_top and not no_top:
            # no object: the part of the effect has nothing to act on and is ignored (6.5.h)
            rules = (*rules, *why("effect.nothing_to_act_on"))
        if not listed:
            # why there is none — a choice with no option, a target not chosen, said where
            # it was decided and carried on the step (engine/steps/why_none.py) — and the
            # group's own reason, carried to the step's line that does nothing
            rules = tuple(dict.fromkeys((*rules, *step.rules)))
            step = carry_none(step, rules)
        # 7.4.4.b: said with the Gigantic Characters found, in the table's words and the
        # judge's alike — not only cited.
        gigantic = gigantic_once_words(state, once)
        if giant:
            gigantic += _gigantic_there_words(state, found, targeted)
        was_there = left_place_words(state, step)  # "facing me" of a gone "me" (2.1.h)
        if was_there:
            gigantic += was_there
            rules = (*rules, *why(gone_me_point(state, step, "effect.my_place_gone")))
        # what the step will act on, said as the step's action (issue 31); "no object":
        # nothing to act on (6.5.h)
        said = step_will(step, text, gigantic) if text else step_line(step, "no object" + gigantic)
        raw = f"{text or 'no object'}{gigantic}"
        if empty_top:
            raw = "no card, the Deck is empty: there is no top card"
            said = step_line(step, raw)
        tough = [
            oid
            for oid in found
            if oid in state.objects
            and state.objects[oid].controller != step.controller
            and tough_amount(state, oid) > 0
        ]
        untargeted = ""
        if tough:
            # Tough is a cost for targeting only: a group chosen by no target reaches an
            # opponent's Tough object for free (7.4.7.c).
            rules = (*rules, *why("tough.not_targeted"))
            untargeted = (
                f" ({', '.join(state.name(o) for o in tough)}: not targeted, no Tough cost)"
            )
            said += untargeted
            raw += untargeted
        said += short_decks_words(no_top, short_of, goes_on)
        raw += short_decks_words(no_top, short_of)
        short = step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and len(found) < step.amount
        if short and not empty_top:
            # 3.2.2.e: the step and those after it resolve with the cards there are (with
            # no top card at all, 3.2.2.d: they have nothing to act on, 6.5.h).
            step = replace(step, rules=(*step.rules, *why("group.short_deck_rest")))
        return resume_step(state, task, replace(step, subject=None)), TraceEntry(
            said,
            rules,
            unnamed=unnamed_parts(
                said,
                (
                    step_will(step, named, gigantic)
                    if named
                    else step_line(step, "no object" + gigantic)
                )
                + untargeted
                + short_decks_words(no_top, short_of, goes_on),
                zones,
                hides=hides,
            ),
            earlier_words=earlier(step, raw),
        )
    # "[…] in each of your Expeditions": the chooser asked once per Expedition (6.1.g)
    step = spread_over_expeditions(step)
    task = replace(task, step=step)
    player = step.choosers[0]
    offered = cost_options(state, step, player)  # a cost: only what can pay it (6.4.c)
    too_few, short_rules = spend_short_words(state, step, player, offered)
    offered = in_the_place(state, step, offered)  # in that Expedition only (7.4.4.b)
    # 6.1.g: an object a "can't" keeps from what the step does is no option (1.4.1.a).
    options, cant = cant_choices(state, step, offered)
    cant = (*cant, *why("choice.cant_option")) if cant else ()
    unchosen: list[str] = []
    for o in offered:
        if o not in options:
            # 1.4.1.a: the ability whose "can't" it is, with who "you" is in it (7.2.3.a)
            by, by_rules = forbidding_note(state, option_forbidden_by(state, step, o))
            unchosen.append(f"{state.name(o)}: a “can't” makes it impossible{by}")
            cant = (*cant, *(r for r in by_rules if r not in cant))
    left_out = "; ".join(unchosen)
    left_out = f" (not {left_out})" if left_out else ""
    left_out += too_few  # fewer counters than it spends (7.3.38.b)
    if zone_said := play_zone_said(step):
        # 5.2.a: from the Hand or the Reserve, unless the effect says which
        left_out += f" (from {player}'s {zone_said} only, as the effect says)"
    elif step.kind in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE) and any(
        z.kind_of(state.objects[o].zone) is ZoneKind.RESERVE for o in options
    ):
        # 5.2.a: the effect names no zone, so a card in Reserve is offered beside the Hand's
        left_out += f" (from {player}'s Hand or Reserve: the effect names no zone)"
    # 6.1.g: a card in the player's Reserve that cannot be played now is no option for a
    # play — said once, with the rule that keeps it out (1.2.5.c, 1.4.1.a, ...).
    unplayable = reserve_not_playable(state, step, player, offered)
    withheld: tuple[str, ...] = ()
    if unplayable:
        left_out += " (not offered: " + "; ".join(f"{n}: {w}" for n, w, _ in unplayable) + ")"
        withheld = (*(r for _, _, rs in unplayable for r in rs), *why("choice.cant_option")[:1])
    # A token's Hand Cost, a Gigantic Character's terrains: what the filter let through or
    # left out (2.2.7.c, 7.5.8.c), cited where the choice is offered or refused.
    narrowing = filter_rules(state, step, choice_options(state, replace(step, filter=None), player))
    if not options:
        # 6.1.g: options that are impossible cannot be chosen; with none left, the atomic
        # actions do not happen (a card nobody can play now is no option for a play).
        if step.subject in YOURS_OPPONENT_CHOOSES:  # ib39: among the effect's controller's
            nothing = (*why("choice.nothing"), *why("choice.opponent_chooses_yours"), *narrowing)
            return resume_step(state, task, carry_none(next_chooser(step), nothing)), TraceEntry(
                f"{player} has nothing {_for(step)}: {yours_chosen_words(step, none=True)},"
                " so that part is ignored",
                tuple(dict.fromkeys(nothing)),
            )
        if step.kind is ActionKind.SACRIFICE:
            # 7.3.36.a: only an object in play the player controls can be sacrificed; a
            # fitting card in their Reserve is not "a [type]" (2.2.1.h), said so.
            reserve_words, reserve_rules = outside_play_note(state, step, player)
            nothing = (*why("choice.nothing_to_sacrifice"), *reserve_rules)
            return resume_step(state, task, carry_none(next_chooser(step), nothing)), TraceEntry(
                f"{player} has nothing {_for(step)}: they control nothing in "
                f"play they could sacrifice{reserve_words}, so that part is ignored",
                nothing,
            )
        if cant:
            nothing = tuple(dict.fromkeys((*why("choice.nothing"), *cant)))
            return resume_step(state, task, carry_none(next_chooser(step), nothing)), TraceEntry(
                f"{player} has nothing {_for(step)}: a “can't” makes it "
                f"impossible for each of them{left_out}, so that part is ignored",
                nothing,
            )
        nothing = (*why("choice.nothing"), *narrowing, *withheld, *short_rules)
        nothing = tuple(dict.fromkeys(nothing))
        return resume_step(state, task, carry_none(next_chooser(step), nothing)), TraceEntry(
            f"{player} has nothing {_for(step)}{left_out}: that part is ignored", nothing
        )
    left = the_one_left(state, task, step, player, options)
    if left is not None:  # "the other" of the cards seen: one left, nothing to choose
        return left
    several = _several_choose(state, step)
    alone = ""
    low, high, words, rules = _how_many(step, state, options, several)
    if step.subject in EACH_CHOOSER_DOES and not several:
        # one player, the one the step names, chooses alone: 6.1.g's "unless specified
        # otherwise" and the effect naming who does the step (7.5.6.b) decide — not 6.1.h,
        # which orders the choices of several players; the CR has no rule more specific
        rules = tuple(dict.fromkeys((*rules, *why("choice.named_player"))))
        alone = (
            f" ({player} alone chooses, as the player the step names: 6.1.g's “unless "
            "specified otherwise”, 7.5.6.b — the CR has no rule more specific)"
        )
    rules = (*rules, *_orbs_still_orbs(state, step, options))
    if step.choice_places:  # one in each of the chooser's Expeditions (6.1.g, 7.4.4.b)
        rules = tuple(dict.fromkeys((*rules, *why("choice.per_expedition"))))
    # Only the chooser's own: a sacrifice (7.3.36.a), "your Reserve" (3.1.2.b).
    own_words, own_rules = own_zone_note(state, step.kind, player, options)
    if step.subject in YOURS_OPPONENT_CHOOSES:  # ib39: not the chooser's own (6.1.g)
        own_words = f" ({yours_chosen_words(step)})"
        own_rules = why("choice.opponent_chooses_yours")
    reserve_words, reserve_rules = outside_play_note(state, step, player)  # 2.2.1.h
    own_words, own_rules = own_words + reserve_words, (*own_rules, *reserve_rules)
    must_words, must_rules = mandatory_note(state, step, player, options, low)
    own_words, own_rules = own_words + must_words, (*own_rules, *must_rules)
    if step.at_random:  # gl: no player chooses; the table draws (6.5.j)
        words = random_words(words)
        rules = (*why("choice.at_random"), *rules)
    return ask(
        state,
        DecisionKind.CHOOSE,
        player,
        f"{words}{' what' if words == 'choose' and default_label(step) else ''} {to_do(step)}"
        f"{place_words(step)}{left_out}{own_words}{alone}",
        tuple(Option(oid, state.name(oid)) for oid in options),
        task,
        tuple(dict.fromkeys((*rules, *narrowing, *cant, *withheld, *own_rules, *short_rules))),
        low,
        high,
    )


def _several_choose(state: GameState, step: Step) -> bool:
    """Whether more than one player makes this step's choice of their own, in initiative
    order (6.1.h): every player ("each player sacrifices a Character"), or each opponent
    when there are two or more — not one player the step names ("target opponent discards
    a card", "each opponent" in a two-player game), who chooses alone (6.1.g, 7.5.6.b)."""
    if step.subject in EVERY_PLAYER_CHOOSES:
        return len(state.players) > 1
    if step.subject in EACH_OPPONENT_CHOOSES:
        return len(state.players) > 2
    return False


def _how_many(
    step: Step, state: GameState, options: tuple[str, ...], several: bool
) -> tuple[int, int, str, tuple[str, ...]]:
    """How many of the ``options`` a choice takes (at least, at most), the words that ask
    for them — a number said with what it counts, "choose 2 Characters" — and the rules
    that say so."""
    available = len(options)

    def counted(n: int) -> str:
        return chosen_count(state, n, options)

    if step.subject is Subject.MANA_ORBS_YOU_CHOOSE:
        if step.up_to:
            # "Ready up to two of your Mana Orbs": none to that many (6.1.g).
            most = min(step.up_to, available)
            return 0, most, f"choose up to {counted(most)}", why("choice.one")
        # "Ready two Mana Orbs": exactly that many, or all of them if there are fewer.
        count = min(step.amount, available)
        return count, count, f"choose {counted(count)}", why("choice.one")
    if step.any_number:
        # "For each Permanent you control, you may [do X to it]": X for each of them, each
        # time if the player wants (6.5.i, 6.5.c) — the ones they want, chosen at once.
        many = chosen_noun(state, options)[1]
        return 0, available, f"choose any number of {many}", why("choice.for_each_may")
    if step.choose_count > 1:
        # "Sacrifice two Characters": exactly that many; with fewer, all there are — the
        # part that cannot be performed is ignored (6.5.h).
        count = min(step.choose_count, available)
        rules = why("choice.one") if count == step.choose_count else why("choice.fewer")
        if several:  # "each player sacrifices two Characters": each, in turn (6.1.h)
            rules = tuple(dict.fromkeys((*rules, *why("choice.each_player"))))
        return count, count, f"choose {counted(count)}", rules
    rules = why("choice.each_player") if several else why("choice.one")
    if step.up_to:
        up_to = min(step.up_to, available)
        return 0, up_to, f"choose up to {counted(up_to)}", rules
    return 1, 1, "choose", rules


def _orbs_still_orbs(state: GameState, step: Step, options: tuple[str, ...]) -> tuple[str, ...]:
    """3.2.9.c where it decides a choice's options: "your Mana Orbs" offered with an
    exhausted one among them — every object of the Mana zone is a Mana Orb, exhausted or
    ready, so exhausting it did not take it out of the choice."""
    if step.subject is not Subject.MANA_ORBS_YOU_CHOOSE:
        return ()
    if not any(Status.EXHAUSTED in state.objects[o].statuses for o in options):
        return ()
    return why("choice.exhausted_mana_orb")


def _place(
    state: GameState,
    task: Task,
    step: Step,
    places: tuple[str, ...],
    rules: tuple[str, ...],
    noted: tuple[str, ...] = (),
) -> Result:
    """Several Expeditions where one is meant: "my Expedition" of a Gigantic object is both
    of its controller's (7.4.4.f); where a token is created or received they are one subset
    of the Expedition zone and a place is chosen for each token (7.4.4.h) — "one of your
    Expeditions" likewise, one chosen for each token (6.1.g). A token created is placed by
    the player creating it; a token received, by the player receiving it (7.3.30.a), whose
    Expeditions these are: "the player performing the action" (7.4.4.h), and for "one of
    your Expeditions" the controller of the effect, "you" (6.1.g)."""
    if step.kind not in (ActionKind.CREATE, ActionKind.RECEIVE_TOKEN):
        return resume_step(
            state, task, replace(step, subject=None, expeditions=places)
        ), step_entry(
            step,
            f"in {', '.join(expedition_label(e) for e in places)}",
            (*noted, *why("place.gigantic_both")),
        )
    placed = step.choices_made
    if len(placed) >= step.amount:
        new = replace(step, subject=None, expeditions=placed, amount=1, choices_made=())
        return resume_step(state, task, new), step_entry(
            step, f"placed in {', '.join(expedition_label(e) for e in placed)}", rules
        )
    controller = step.controller or state.first_player
    if step.kind is ActionKind.RECEIVE_TOKEN and places:
        controller = places[0].split(":")[0]  # the receiving player (7.3.30.a)
    return ask(
        state,
        DecisionKind.PLACE,
        controller,
        f"choose the Expedition of token {len(placed) + 1} of {step.amount} {to_do(step)}",
        tuple(Option(e, expedition_label(e)) for e in places),
        task,
        tuple(dict.fromkeys((*rules, *why("choice.one")))),
    )


@on_answer(DecisionKind.PLACE)
def _place_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    place = choice[0]
    if ":" not in place:  # "hero" / "companion": one of the chooser's Expeditions
        place = z.expedition_id(decision.player, ExpeditionKind(place))
    step = replace(step, choices_made=(*step.choices_made, place))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(
        f"{decision.player} chooses {expedition_label(place)}", decision.rules[:1]
    )


def _unnamed_rules(zones: tuple[str, ...]) -> tuple[str, ...]:
    """Why a chosen card is left unnamed to the table, by the zone it is in: a card in a
    Hand or Deck (3.1.3.f, 3.2.5.b, 6.1.h); a Mana Orb, a face-down card of a visible
    zone its owner may look at (3.2.9.b, 3.2.9.d). Nothing when no card was hidden."""
    mana = ZoneKind.MANA.value in zones
    others = any(k != ZoneKind.MANA.value for k in zones)
    return (
        *(why("trace.chosen_unnamed") if others else ()),
        *(why("trace.chosen_orb_unnamed") if mana else ()),
    )


@on_answer(DecisionKind.CHOOSE)
def _choose_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(
        next_chooser(step), objects=(*step.objects, *choice), chosen=(*step.chosen, *choice)
    )
    state = push(state, replace(decision.resume, step=step))
    # A card from the chooser's own Hand stays unnamed to the others until it is shown
    # (3.1.3.f, 3.2.5.b); "these cards" the effect revealed are known (3.1.3.f Remark).
    revealed = revealed_by_choice(state, step, choice)
    names, named, zones = table_names(state, choice, _known_it(step) | revealed)
    said = f"{decision.player} chooses {names or 'nothing'}"
    if decision.resume.step is not None and decision.resume.step.at_random:
        # gl: drawn at random for that player, not chosen by them (6.5.j)
        said = f"drawn at random for {decision.player}: {names or 'nothing'}"
        named = f"drawn at random for {decision.player}: {named}"
    rules = (*decision.rules, *_unnamed_rules(zones))
    if revealed:
        # 3.1.3.f Remark: the effect uses its characteristics: it is revealed beforehand
        said += " (revealed: the effect chooses it by its characteristics)"
        named += " (revealed: the effect chooses it by its characteristics)"
        rules = (*rules, *why("trace.chosen_revealed"))
    # Not cited where the judge sees the card named, unless the decision cites it too
    # ("each player sacrifices a Character": 6.1.h).
    hides = tuple(r for r in _unnamed_rules(zones) if r not in decision.rules)
    return state, TraceEntry(
        said,
        rules,
        unnamed=unnamed_parts(
            said,
            named if named.startswith("drawn at random") else f"{decision.player} chooses {named}",
            zones,
            hides=hides,
        ),
    )


@on_answer(DecisionKind.CHOOSE_AMOUNT)
def _amount_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(step, amount=int(choice[0]), amounts=())
    state = push(state, replace(decision.resume, step=step))
    # what the number counts, as the prompt asks it: "p1 chooses how many counters to
    # remove for Informant: 2" — never a bare "p1 chooses 2"
    asked = decision.prompt.removesuffix(MANDATORY_WORDS).removeprefix("choose ")
    said = f"{asked}: {choice[0]}" if asked != decision.prompt else f"{choice[0]}"
    return state, TraceEntry(f"{decision.player} chooses {said}", why("choice.one"))


def _known_it(step: Step) -> frozenset[str]:
    """What "it" names, as the table knows it: cards the effect revealed are known (3.1.3.f
    Remark); cards only its controller looked at are not (3.1.3.f)."""
    return frozenset() if step.looked else frozenset(step.it)


def _reads_characteristics(f: ObjectFilter | None) -> bool:
    """Whether a choice narrowed by ``f`` uses the characteristics of the cards chosen
    (2.2: type, sub-types, costs, statistics): "discard a Spell from your Hand"."""
    return f is not None and bool(
        f.types
        or f.subtypes
        or f.hand_cost_max is not None
        or f.hand_cost_min is not None
        or f.base_stat is not None
        or f.stats_max is not None
        or f.stat_of is not None
    )


def revealed_by_choice(state: GameState, step: Step, ids: tuple[str, ...]) -> frozenset[str]:
    """The cards of ``ids`` in a Hand or a Deck that the step reveals as it chooses them by
    their characteristics: an effect using the characteristics of a card in a hidden zone
    reveals it beforehand (3.1.3.f Remark)."""
    if not _reads_characteristics(step.filter):
        return frozenset()
    hidden = (ZoneKind.HAND, ZoneKind.DECK)
    return frozenset(
        o for o in ids if o in state.objects and z.kind_of(state.objects[o].zone) in hidden
    )


def _gigantic_there_words(
    state: GameState, found: Iterable[str], expeditions: Iterable[str]
) -> str:
    """The words a line about "each Character in target Expedition" adds for a Gigantic
    Character whose card is in its controller's other Expedition: it is present in both
    (7.4.4.b), so in the one targeted too."""
    places = tuple(expeditions)
    there = [
        oid
        for oid in found
        if oid in state.objects
        and any(
            state.objects[oid].zone != z.zone_of_expedition(e) and e in expeditions_of(state, oid)
            for e in places
        )
    ]
    if not there:
        return ""
    names = ", ".join(state.name(o) for o in there)
    return f" ({names}: Gigantic, present in both of its controller's Expeditions, so in this one)"


def _for(step: Step) -> str:
    """What a player has nothing for: "to sacrifice for Anubis" (the action in its verb,
    engine/why/step_words), or "to choose for [label]" for a step with a label of its own."""
    return to_do(step) if default_label(step) and step.source else f"to choose for {step.label}"
