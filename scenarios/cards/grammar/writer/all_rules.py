"""The writer beside the reader: a reading (the card structures) -> printed text in the
cards' own style, for the readings the grammar makes.

``read_ability(write_ability(a)) == a`` for every reading ``a`` this writer writes (the
round trip of ``tests/cards_grammar/test_round_trip.py``, on random readings): that is how
we know the reader reads the language, not a list of sentences. A reading the writer has
no words for raises :class:`Unwritable` naming the part.
"""

from __future__ import annotations

import contextlib
import re
from contextvars import ContextVar
from typing import Any

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.writer import cr_vocabulary as vocabulary
from scenarios.cards.grammar.writer.acted_costs import acted_cost_words
from scenarios.cards.grammar.writer.actors import their_choice_sentences
from scenarios.cards.grammar.writer.amounts_and_deck import counted_amount_words
from scenarios.cards.grammar.writer.cant import lasting_cant_words
from scenarios.cards.grammar.writer.chosen_counted import chosen_counted_words
from scenarios.cards.grammar.writer.composed_steps import (
    acted_count_sentences,
    distributed_sentences,
    joined_runs,
    or_step_sentences,
    target_things_words,
)
from scenarios.cards.grammar.writer.cost_alterations_and_modes import (
    cost_and_mode_step_words,
    cost_for_a_time_words,
    modes_words,
)
from scenarios.cards.grammar.writer.costs_and_choosers import (
    cost_parts_words,
    costs_and_choosers_words,
    removed_words,
    this_way_words,
)
from scenarios.cards.grammar.writer.cr_words_more import cr_words_more_words
from scenarios.cards.grammar.writer.decisions import optional_cost_words, who_decided
from scenarios.cards.grammar.writer.described_expeditions import described_expedition_words
from scenarios.cards.grammar.writer.descriptions import (
    draw_per_words,
)
from scenarios.cards.grammar.writer.durations import (
    lasting_change_words,
)
from scenarios.cards.grammar.writer.each_object import once_each_sentences
from scenarios.cards.grammar.writer.effects import clause_words as effect_words
from scenarios.cards.grammar.writer.effects import seen_sentences, two_verbs
from scenarios.cards.grammar.writer.joined_targets import (
    joined_targets_step,
    joined_targets_words,
)
from scenarios.cards.grammar.writer.keyword_actions import expedition_words, moved_words
from scenarios.cards.grammar.writer.named_values import named_sentences  # gt
from scenarios.cards.grammar.writer.next_moments import (  # g1
    delayed_step_words,
    delayed_steps_after,
)
from scenarios.cards.grammar.writer.numbers_and_distribution import clause_words as fx_words
from scenarios.cards.grammar.writer.numbers_and_distribution import (
    effect_pairs,
    sentence_words,
)
from scenarios.cards.grammar.writer.objects import (
    Unwritable,
    _description,
    _object,
)
from scenarios.cards.grammar.writer.other_players_choices import may_words
from scenarios.cards.grammar.writer.own_amounts import own_amount_words
from scenarios.cards.grammar.writer.per_expedition import per_expedition_words
from scenarios.cards.grammar.writer.place_groups import gx_group_sentences
from scenarios.cards.grammar.writer.players_acting import player_acting_words
from scenarios.cards.grammar.writer.players_in_turn import players_words, you_and_words
from scenarios.cards.grammar.writer.plays_costs_events import listed_play_words  # gh
from scenarios.cards.grammar.writer.random_choices import at_random_words  # gl
from scenarios.cards.grammar.writer.references_back import (
    same_player_words,
    several_then_words,
)
from scenarios.cards.grammar.writer.referred_parts import (
    names_group_again,
    passive_list_words,
    they_clause,
)
from scenarios.cards.grammar.writer.repeated_steps import for_each_words
from scenarios.cards.grammar.writer.seen_puts import seen_puts_sentences  # hb (session 37)
from scenarios.cards.grammar.writer.time_restrictions import time_restriction_words  # gd
from scenarios.cards.grammar.writer.trigger_words import trigger_text
from scenarios.cards.grammar.writer.uniques import clause_words

Step = dict[str, Any]

__all__ = ["Unwritable", "_description", "write_ability", "write_effect"]

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_PLACES = {
    "target_expedition": "target Expedition",
    "my_expedition": "my Expedition",
    "each_my_expedition": "each of your Expeditions",
    "its_expedition": "its Expedition",
    "one_of_your_expeditions": "one of your Expeditions",
    "your_other_expedition": "your other Expedition",  # the bearer is not in (7.4.4.l)
    "your_hero_expedition": "your Hero Expedition",  # 7.2.3.a
    "your_companion_expedition": "your Companion Expedition",
    "the_expedition_facing_me": "the Expedition facing me",
    "target_opponent_companion_expedition": "target opponent's Companion Expedition",
    "target_opponent_hero_expedition": "target opponent's Hero Expedition",
}
_PLAYERS = {
    "each_player": "Each player",
    "target_opponent": "Target opponent",
    "target_player": "Target player",
}
_SACRIFICERS = {
    "a_character_each_player_controls": "Each player",
    "a_character_each_opponent_controls": "Each opponent",
    "a_character_target_opponent_controls": "Target opponent",
    "a_character_target_player_controls": "Target player",
}


def write_ability(ability: dict[str, Any], *, unique: bool = False) -> str:
    """The printed text of ``ability`` (an ``AbilityModel`` dict, or ``{"keywords": [...]}``).
    With ``unique``, a condition over a Reaction's whole output is printed as a Unique
    prints it: "[trigger] If [condition]: [output]"."""
    if "keywords" in ability:
        return ", ".join(ability["keywords"]) + "."
    if "_more" in ability and "reaction" in ability:  # "When [event] or [event] —"
        from scenarios.cards.grammar.writer.either_events import either_reaction_words

        either = either_reaction_words(ability, write_ability)
        if either is None:
            raise Unwritable("these Reactions in one ability")
        return either
    if "_more" in ability:  # several passives in one sentence (writer/numbers_and_distribution.py)
        from scenarios.cards.grammar.writer.numbers_and_distribution import several_passives_words

        said = several_passives_words(ability) or passive_list_words(ability)
        if said is None:  # id39: each result a whole static, "If [c], A and B."
            from scenarios.cards.grammar.writer.two_results import joined_passives_words

            said = joined_passives_words(ability, write_ability)
        if said is None:
            raise Unwritable("these passive abilities in one sentence")
        return said
    prefix = "{I} " if ability.get("support") and "quick_action" not in ability else ""
    if "reaction" in ability:
        reaction = ability["reaction"]
        text = prefix + f"{trigger_text(reaction)} {_output(reaction['effect'], unique)}"
        if "per_day" in reaction:  # "This ability triggers only once per Day" (1.4.6.c)
            times = {1: "once", 2: "twice"}[reaction["per_day"]]
            text += f" This ability triggers only {times} per Day."
        if "per_turn" in reaction:  # gy: "… triggers only once per turn" (4.2.3.e)
            times = {1: "once", 2: "twice"}[reaction["per_turn"]]
            text += f" This ability triggers only {times} per turn."
        return text
    if "quick_action" in ability:
        part = ability["quick_action"]
        text = f"{_costs(part['cost'])}: {write_effect(part['effect'])}"
        if ability.get("support") and not part["cost"].get("discard_me_from_reserve"):
            text = "{I} " + text  # id: a support ability's {I}, never dropped ({D} says it)
        if "if" in part:  # 5.1.2.g
            from scenarios.cards.grammar.writer.several_types_nouns import cased

            text += f" You can only activate this if {cased(part['if'])}."
        if "per_day" in part:  # "Use this ability only once each Day" (1.4.6.b, 5.1.2.g)
            times = {1: "once", 2: "twice"}[part["per_day"]]
            text += f" Use this ability only {times} each Day."
        if "per_turn" in part:  # "Activate only once per turn" (4.2.3.e, 5.1.2.g)
            times = {1: "once", 2: "twice"}[part["per_turn"]]
            text += f" Activate only {times} per turn."
        return text
    if "passive" in ability and "cant" in ability["passive"]:  # writer/cant.py
        from scenarios.cards.grammar.writer.cant import write_cant

        return prefix + write_cant(ability["passive"])
    if "passive" in ability and "cant_move" in ability["passive"]:  # writer/zone_moves_cant.py
        from scenarios.cards.grammar.writer.zone_moves_cant import cant_move_words

        return prefix + cant_move_words(ability["passive"])
    if "passive" in ability and {"stats", "cant_be"} & set(ability["passive"]):
        said = vocabulary.stats_words(ability["passive"], _description) or vocabulary.cant_be_words(
            ability["passive"], _description
        )
        if said is None:
            raise Unwritable("this statistic change or 'can't'")
        return prefix + said
    if "passive" in ability:  # static abilities: writer/static.py
        from scenarios.cards.grammar.writer.static import write_passive

        return prefix + write_passive(ability["passive"])
    raise Unwritable("an ability that is neither a Reaction nor a quick action")


def _costs(cost: dict[str, Any]) -> str:
    parts = [f"{{{cost['mana']}}}"] if cost.get("mana") else []
    if cost.get("exhaust_me"):
        parts.append("{T}")
    if cost.get("discard_me_from_reserve"):
        parts.append("{D}")
    if cost.get("spend_most"):  # "Spend up to N of my boosts" (5.1.2.c): X, at most N
        parts.append(_spend(f"up to {cost['spend_most']}", cost["counter"]))
    elif cost.get("spend"):
        parts.append(_spend(cost["spend"], cost["counter"]))
    parts.extend(_clause(step) for step in cost.get("steps", ()))
    parts.extend(["Sacrifice me"] if cost.get("sacrifice_me") else [])  # 7.3.36.a
    known = {"mana", "exhaust_me", "discard_me_from_reserve", "spend", "counter", "steps"}
    known |= {"sacrifice_me", "spend_most"}
    if set(cost) - known or not parts:
        raise Unwritable("this cost")
    return ", ".join(parts)


def _spend(n: int | str, counter: str) -> str:
    """ "Spend N of my boosts / [name] counters" (7.3.38.a)."""
    if counter == "boost":  # "Spend 1 of my boosts" (ib: one of them, as printed)
        return f"Spend {n} of my boosts"
    return f"Spend {n} of my {counter} counters"


def _output(effect: list[Step], unique: bool) -> str:
    """A Reaction's output; with ``unique`` (or when a condition governs several steps,
    which only a Unique's colon says) "[If / Unless condition]: [output]"."""
    colon = unique or (len(effect) == 1 and "also" in effect[0])
    # id40: a condition of two things joined by "and" ends at the Unique's colon — after
    # "…, [step]" the reader takes the "and" as joining steps (6.5.d)
    colon = colon or (len(effect) == 1 and " and " in str(effect[0].get("if", "")))
    if colon and len(effect) == 1 and "if" in effect[0] and effect[0]["if"] != "you don't":
        step = dict(effect[0])
        condition = _condition(step.pop("if"))
        otherwise = step.pop("otherwise", None)
        also = step.pop("also", None)
        first = _sentences(step)
        if also is not None and otherwise is not None:  # "X, then Y, otherwise Z" (6.5.e)
            if len(first) != 1 or any(names_it(s) for s in also):
                raise Unwritable("'otherwise' after these steps")
            chained = f"{first[0]}, then {_lower(_chain(also))}"
            return f"{condition}: {chained}, otherwise {_lower(_chain(otherwise))}."
        if otherwise is not None:
            if len(first) != 1:
                raise Unwritable("'otherwise' after a step with a follow-up")
            first = [f"{first[0]}, otherwise {_lower(_chain(otherwise))}"]
        text = " ".join(s if s.endswith(".") else s + "." for s in first)
        rest = f" {write_effect(also)}" if also else ""
        return f"{condition}: {text}{rest}"
    return write_effect(effect)


def write_effect(effect: list[Step]) -> str:
    """An effect's sentences."""
    from scenarios.cards.grammar.writer.instead_groups import instead_group_words
    from scenarios.cards.grammar.writer.players_each import done_the_same_words

    sentences: list[str] = []
    if (
        len(effect) == 1
        and "x_is" in effect[0]
        and effect[0].get("action") != "choose"
        and not effect[0].get("x_chooses")  # "Discard X cards": X chosen in one step
        and effect[0].get("times") != 0  # "Resupply for each …" (writer_repeated_steps)
    ):
        # "Do the following X+N times, where X is …: • [step]" (6.5.i)
        step = {k: v for k, v in effect[0].items() if k not in ("x_is", "times")}
        x_is = _x_is(effect[0]["x_is"])
        head = f"Do the following X+{effect[0]['times']} times, where X is {x_is}"
        return f"{head}: \u2022 {write_effect([step])}"
    if len(effect) == 1:  # "You may [cost]: [effect]", the whole effect (gram33)
        colon = optional_cost_words(effect[0], _clause, _chain, _lower, colon=True)
        if colon is not None:
            return colon + "."
    from scenarios.cards.grammar.writer.keyword_action_events import set_action_runs

    for part in set_action_runs(effect):  # ia: "[Barter]", a keyword action of several steps
        if isinstance(part, str):
            sentences.append(part)
            continue
        before: tuple[Step, list[str]] | None = None  # id40: the step just said, its words
        for said in joined_runs(effect_pairs(part), _clause):  # two steps said in one sentence
            if isinstance(said, str):
                sentences.append(said)
                before = None
                continue
            # ---- id40: "Each Character you control gains 1 boost. Tokens gain 2 boosts
            # instead." (6.2.b): the two steps in the cards' two sentences
            both = instead_group_words(before[0], said, _clause) if before else None
            if both is not None and before is not None:
                del sentences[len(sentences) - len(before[1]) :]
                sentences.append(both)
                before = None
                continue
            # ---- id40: "[X]. Then, each opponent may do the same." (1.4.7.b, 6.1.h)
            again = done_the_same_words(before[0], said, before[1]) if before else None
            own = [again] if again is not None else _sentences(said)
            sentences.extend(own)
            before = (said, own)
    return " ".join(s if s.endswith(".") else s + "." for s in sentences)


def _dice_words(step: Step) -> str:
    """hd: "Roll two dice. Draw a card for each die that shows 4 or more." — N dice rolled
    (7.3.33.a), one result's step done once per die showing it (6.5.i): the number of dice
    never dropped to "Roll a die"."""
    times, outcomes = step["times"], step.get("outcomes") or []
    if set(step) - {"action", "outcomes", "times"} or len(outcomes) != 1 or times not in _NUMBERS:
        raise Unwritable("these dice rolled")
    low, high, effect = outcomes[0]["low"], outcomes[0]["high"], outcomes[0]["effect"]
    if len(effect) != 1 or set(effect[0]) & {"per", "times", "if", "may", "then"}:
        raise Unwritable("the step done for each die")
    if low == high:
        shows = str(low)
    elif high == 6:
        shows = f"{low} or more"
    elif high == low + 1:
        shows = f"{low} or {high}"
    else:
        raise Unwritable(f"dice showing {low} to {high}")
    return f"Roll {_NUMBERS[times]} dice. {_clause(effect[0])} for each die that shows {shows}"


def _modes_words(step: Step) -> str:
    """ "Choose one: • … • …" and its other counts (6.5.g), said by the controller."""
    modes = " ".join(f"\u2022 {m['text']}" for m in step["modes"])
    if "x_is" in step:  # "Choose X+N, where X is …[. You may pick …]" (6.5.g, 6.5.i)
        x_is = _x_is(step["x_is"])
        return f"Choose X+{step['choose']}, where X is {x_is}{_again(step)}: {modes}"
    if (said := modes_words(step, modes)) is not None:  # "up to N", "any number" (6.5.g)
        return said
    return f"Choose {_NUMBERS[step['choose']]}: {modes}"


def _chooser_words(step: Step, said: str) -> str:
    """hd: the player who chooses the modes, as the card names them (6.5.g, 6.1.g "unless
    specified otherwise", 7.5.6.b): "Target opponent chooses one:" (targeted, 6.5.b), "Each
    opponent chooses one:" — never dropped to the controller's "Choose one:"."""
    if not step.get("opponent_chooses_modes"):
        return said
    who = "Target opponent" if step.get("modes_chooser_targeted") else "Each opponent"
    if not said.startswith("Choose "):
        raise Unwritable("a choice of modes by an opponent, said this way")
    return f"{who} chooses {said.removeprefix('Choose ')}"


def _x_is(counted: str) -> str:
    """ "my number of arcane counters" as printed: "my number of Arcane counters"."""
    words = counted.split()
    if words[-1] == "counters":
        words[-2] = words[-2].capitalize()
    return " ".join(words)


def _again(step: Step) -> str:
    return ". You may pick the same option multiple times" if step.get("repeat_modes") else ""


def _condition(text: str) -> str:
    from scenarios.cards.grammar.writer.several_types_nouns import cased

    text = cased(text)  # id40: the cards' capitals ("If I have 2 or more Sap counters")
    if text.startswith("unless "):
        return "Unless " + text[len("unless ") :]
    return "If " + text


def _sentences(step: Step) -> list[str]:
    # ---- ia: "Target opponent [Barters]": the set's keyword action, its follow-ups theirs
    if step.get("players_do") and step.get("keyword_action"):
        from scenarios.cards.grammar.writer.keyword_action_events import (
            players_set_action_words,
        )

        own = {k: v for k, v in step.items() if k not in ("players_do", "may")}
        ia_said = players_set_action_words(own, str(step["players_do"]), bool(step.get("may")))
        if ia_said is not None:
            return [ia_said]
    # ---- gz: a step several players do, then the same players' follow-ups (1.4.7.b) —
    # never "If you do / can't, …" (the controller's, 6.5.f): "If they can't, they …"
    from scenarios.cards.grammar.writer.players_then import players_then_words

    same_players = players_then_words(step, _clause)
    if same_players is not None:
        return same_players
    # ---- end gz
    # ---- hc: "If they had …, they …" after several targets, once per target (6.5.d)
    from scenarios.cards.grammar.writer.each_member import each_member_sentences

    each = each_member_sentences(step, _sentences, _clause)
    if each is not None:
        return each
    # ---- end hc
    named = named_sentences(step, _sentences)  # gt: "Name a card type. …" (6.1.g)
    if named is not None:
        return named
    once = once_each_sentences(step, _sentence, _lower)  # gf: "For each …, [its own]" (6.5.i)
    if once is not None:
        return once
    fx = cost_parts_words(
        step, _clause, _chain, _lower
    ) or sentence_words(  # costs in parts; numbers and distribution
        step, _sentences, _chain, _clause, _lower
    )
    fx = fx if fx is not None else acted_cost_words(step, _clause, _lower)
    fx = fx if fx is not None else this_way_words(step, _sentence)
    fx = fx if fx is not None else acted_count_sentences(step, _sentence)  # "… this way"
    # ---- ib (session 38): "For each [noun] [participle] this way, [step]" (6.5.i)
    if fx is None:
        from scenarios.cards.grammar.writer.acted_repeats import repeated_for_acted_sentences

        fx = repeated_for_acted_sentences(step, _sentence, _lower)
    # ---- end ib
    fx = fx if fx is not None else or_step_sentences(step)  # "[X] or [Y]" (6.1.g)
    if fx is None:  # id40: "I gain 2 boosts or lose Asleep" (6.1.g, 6.5.g)
        from scenarios.cards.grammar.writer.or_changes import or_changes_sentences

        fx = or_changes_sentences(step)
    fx = fx if fx is not None else distributed_sentences(step, _object)  # "… each …", twice
    fx = fx if fx is not None else gx_group_sentences(step, _object)  # gx: groups' boosts lost
    fx = fx if fx is not None else removed_words(step, _object, write_effect)
    fx = fx if fx is not None else their_choice_sentences(step, _sentences)  # gram43
    if fx is not None:
        return fx
    seen = seen_sentences(step)  # "Look at the top N cards … Put one in … and discard the others."
    # hb (session 37): "… Put two / up to two of them in your hand and the rest …"
    seen = seen if seen is not None else seen_puts_sentences(step)
    if seen is not None:
        return seen
    paid = optional_cost_words(step, _clause, _chain, _lower, colon=False)
    if paid is not None:  # "You may [cost] to [effect]" (6.5.f; gram33)
        return [paid]
    step = dict(step)
    if "also" in step:
        raise Unwritable("a condition over several steps outside a Unique's colon")
    if step.get("if") == "you don't":
        del step["if"]
        return [f"If you don't, {_lower(_clause(step))}"]
    if step.get("action") == "roll_die" and "subject" not in step and "players_do" not in step:
        if step.get("times", 1) != 1:  # hd: "Roll two dice. … for each die that shows …"
            return [_dice_words(step)]
        outs = [
            f"On a {_range(o['low'], o['high'])}, {_lower(_chain(o['effect']))}"
            for o in step["outcomes"]
        ]
        return ["Roll a die", *outs]
    condition = step.pop("if", None)
    otherwise = step.pop("otherwise", None)
    follow = step.get("then") or []
    # ---- ib40: "Look at target opponent's hand[. Choose a Spell from it. They discard it.]"
    from scenarios.cards.grammar.writer.look_their_hand import look_sentences

    if condition is None and otherwise is None:
        looked = look_sentences(step, _sentence)
        if looked is not None:
            return looked
    # ---- end ib40
    # ---- ib39: "Target opponent reveals their hand. Choose a Spell from it. They discard it."
    from scenarios.cards.grammar.writer.revealed_choice import revealed_choice_sentences

    if condition is None and otherwise is None:
        revealed = revealed_choice_sentences(step, _sentence)
        if revealed is not None:
            return revealed
    # ---- end ib39
    # ---- gq: "Target opponent reveals their hand. Draw a card for each Character among
    # them.": the effect's controller's counted steps, sentences of their own (6.5.i, 6.5.f)
    if (
        step.get("follow_ups_yours")
        and step.get("players_do")
        and follow
        and all(str(f.get("per", "")).endswith(" among them") for f in follow)
        and condition is None
        and otherwise is None
        and not set(step) & {"may", "it_follows", "if_cant", "if_not_done"}
    ):
        own = {k: v for k, v in step.items() if k not in ("then", "follow_ups_yours")}
        return [_sentence(own), *(_sentence(f) for f in follow)]
    # ---- end gq
    # ---- gt: "Target opponent reveals the top card of their deck. If it's a Spell, draw a
    # card. Otherwise, …": the effect's controller's steps on what the card is (6.5.d, 6.5.f)
    if (
        step.get("follow_ups_yours")
        and step.get("players_do")
        and step.get("action") == "reveal"
        and follow
        and all("if" in f for f in follow)
        and condition is None
        and otherwise is None
    ):
        own = {k: v for k, v in step.items() if k not in ("then", "follow_ups_yours")}
        said = [_sentence(own)]
        for f in follow:
            done = {k: v for k, v in f.items() if k not in ("if", "otherwise")}
            said.append(f"{_condition(f['if'])}, {_lower(_sentence(done))}")
            if f.get("otherwise"):
                said.append(f"Otherwise, {_lower(_chain(f['otherwise']))}")
        return said
    # ---- end gt
    # ---- g7: "Reveal your hand. Draw a card for each Character among them.": the counted
    # step a sentence of its own, not "If you do," (6.5.i: it counts what X acted on)
    if (
        len(follow) == 1
        and str(follow[0].get("per", "")).endswith(" among them")
        and condition is None
        and otherwise is None
        and not set(step) & {"may", "it_follows", "players_do", "if_cant"}
    ):
        return [_sentence({k: v for k, v in step.items() if k != "then"}), _sentence(follow[0])]
    # ---- end g7
    # ---- hd: "You may pay {N} and [step] to [effect]": the payment and the step both for
    # the effect (6.5.f) — never "You may pay {N} to [step]. If you do, …" (``pays_for_step``,
    # the payment for the step alone: another reading)
    if (
        step.get("pay")
        and step.get("may")
        and follow
        and not step.get("pays_for_step")
        and condition is None
        and otherwise is None
        and not set(step) & {"players_do", "to_pay", "if_cant", "if_not_done", "it_follows"}
    ):
        cost = {k: v for k, v in step.items() if k not in ("pay", "may", "then")}
        return [
            f"You may pay {{{step['pay']}}} and {_lower(_clause(cost))} to {_lower(_chain(follow))}"
        ]
    # ---- end hd
    # ---- gz: a step several players do, then the same players' next step (1.4.7.b) —
    # never "If you do, …" (the controller's, 6.5.f): "… and draws it"
    # (players_then_words, at the top of _sentences)
    mandatory_then = bool(follow) and follow[0].get("subject") != "it"  # "X. If you do, Y."
    if step.get("players_do") and step.get("it_follows"):  # "Target opponent X. They Y."
        mandatory_then = False
    if joined_targets_step(step):  # g2: "target X and target Y each …": one clause
        mandatory_then = False
    if follow and str(follow[0].get("per", "")).endswith(" this way"):
        # ic: "… for each counter removed this way" counts what the step did (gram60, 6.5.i):
        # its own sentence, no "If you do" (which the reader would not count by)
        mandatory_then = False
    if step.get("it_follows") and step.get("subject") == "self":
        # cite11: "I gain 1 boost and Fleeting" — the next step on "me" whatever the first
        # did, no "If you do" (6.5.d, 6.5.f): one sentence (two_verbs)
        mandatory_then = not all(f.get("subject") == "self" for f in follow)
    joined = step.get("it_follows")  # "[target] X and Y": one sentence (two_verbs)
    then = step.pop("then", None) if (step.get("may") and not joined) or mandatory_then else None
    if_cant = step.pop("if_cant", None)
    # g1: "[X it]. At the end of your next turn, [Y it]." — a delayed step after the one
    # whose objects it names is a sentence of its own
    delayed_after = delayed_steps_after(step, then)
    text = _sentence(step)
    if condition is not None:
        text = f"{_condition(condition)}, {_lower(text)}"
        if otherwise is not None:
            text = f"{text}, otherwise {_lower(_chain(otherwise))}"
    found = [text]
    if then is not None:
        found.append(f"If {who_decided(step)} do, {_lower(_chain(then))}")  # 6.1.h (gram33)
    if if_cant is not None:
        found.append(f"If you can't, {_lower(_chain(if_cant))}")
    found.extend(_clause(d) for d in delayed_after)  # g1
    return found


def _range(low: int, high: int) -> str:
    if high == 6 and low < 6:
        return f"{low}+"
    return str(low) if low == high else f"{low}-{high}"


def _chain(steps: list[Step]) -> str:
    """Steps joined as one sentence: "[X], then [Y]"."""
    if any(set(s) & {"if", "otherwise", "may", "if_cant"} for s in steps):
        raise Unwritable("a condition inside a chain of steps")
    return ", then ".join(_lower(_sentence(s)) if i else _sentence(s) for i, s in enumerate(steps))


def _up_to(step: Step) -> str:
    """id40: a step's amount — "up to three" for an amount its controller chooses from none
    to N as it resolves (``amounts`` 0..N, 6.1.g), never "X" with nothing saying X."""
    amount, amounts = step["amount"], step.get("amounts")
    if amount != "X" or amounts is None:
        return str(amount)
    if amounts != list(range(len(amounts))) or len(amounts) - 1 not in _NUMBERS:
        raise Unwritable("an amount chosen among these numbers")
    return f"up to {_NUMBERS[len(amounts) - 1]}"


def _then_chain(steps: list[Step]) -> str:
    """id40: the steps after "then", a run of changes of one verb on "it" said in one clause
    ("…, then it gains Anchored and 1 boost", 6.1.c: a step per thing, each on "it") — as
    the reader reads it; "…, then it gains Anchored, then it gains 1 boost" reads the second
    change as a step after the first (another reading)."""
    parts = joined_runs(steps, _clause)
    if len(parts) == len(steps):
        return _chain(steps)
    if any(set(s) & {"if", "otherwise", "may", "if_cant"} for s in steps):
        raise Unwritable("a condition inside a chain of steps")
    said = [p if isinstance(p, str) else _sentence(p) for p in parts]
    return ", then ".join(_lower(s) if i else s for i, s in enumerate(said))


def _sentence(step: Step) -> str:
    step = dict(step)
    may = step.pop("may", False)
    players = step.pop("players_do", None)
    if players is not None:  # "Each opponent exhausts a Character they control" (1.4.7.b)
        from scenarios.cards.grammar.writer.keyword_action_events import (
            players_set_action_words,
        )

        if (named := players_set_action_words(step, players, may)) is not None:
            return named  # ia: "Target opponent [Barters]" (2.2.12.c, 1.4.7.b)
        same = same_player_words(step, players, may, _clause)  # "… They draw a card."
        if same is not None:
            return same
        # ---- id40: "Each of your opponents draws a card" — never "Each opponent draws"
        # (the players' draw, another reading), 1.4.7.b
        from scenarios.cards.grammar.writer.players_each import players_draw_words

        drawn = players_draw_words(step, players, may, _clause)
        if drawn is not None:
            return drawn
        # ---- end id40
        # id: the players' own condition and order ("Each player who …", "Starting with
        # you") have no words here: never dropped
        first = step.pop("starting_with_you", False)  # id: the card's order (1.4.2.a)
        if set(step) & {"then", "pay", "you_decide", "players_if"}:
            raise Unwritable("a step each player does with more to it")
        you_and = step.pop("you_and", None)  # hd: "You and target opponent each …"
        if you_and is not None and not first:
            return you_and_words(_clause(step), str(you_and), may)
        theirs = players_words(_clause(step), players, may)
        if first:  # "Starting with you, each player …" (gram107)
            return f"Starting with you, {theirs[0].lower()}{theirs[1:]}"
        return theirs
    pay = step.pop("pay", 0)
    chosen = step.pop("chosen_instead", None)  # "If it's a Mage, it gains 2 instead" (6.2.b)
    if chosen is not None:
        return _chosen_instead(step, chosen, may or pay)
    gate = step.pop("object_if", None)  # "… unless it has [[Tough]]": of each object (6.5.d)
    if gate is not None:
        if pay or set(step) & {"then", "if", "otherwise", "unless_paid"}:
            raise Unwritable("a condition on a step's objects with more to it")
        gated = _condition(str(gate))
        text = f"{_clause(step)} {gated[:1].lower()}{gated[1:]}"
        return may_words(text, step, _lower) if may else text
    unless_paid = step.pop("unless_paid", 0)  # "… unless its controller pays {N}" (6.5.d)
    if unless_paid:
        if may or pay or set(step) & {"then", "if", "otherwise"}:
            raise Unwritable("a tax on a step with more to it")
        return f"{_clause(step)} unless its controller pays {{{unless_paid}}}"
    if names_group_again(step) and not may and not pay:
        # "[group] gain 1 boost, then they gain Anchored" (6.1.e)
        then_steps = step.pop("then")
        if any(set(t) & {"if", "otherwise", "may", "if_cant", "if_not_done"} for t in then_steps):
            raise Unwritable("a condition on the steps after a group")
        said = [they_clause(_clause(t)) for t in then_steps]
        if any(s is None for s in said):
            raise Unwritable("'they' after a group")
        return ", then ".join([_clause(step), *(_lower(str(s)) for s in said)])
    joined = (
        joined_targets_words(step, _clause, _object)  # g2: "target X and target Y each …"
        or target_things_words(step, _clause)
        or two_verbs(step, _clause)
    )
    then = None if joined is not None else step.pop("then", None)
    text = joined if joined is not None else _clause(step)
    if then is not None and not may:
        several = several_then_words({**step, "then": then}, _clause)  # "then ready them"
        text = f"{text}, then {several or _lower(_then_chain(then))}"
    if pay:
        if not may:
            raise Unwritable("a payment that is not optional")
        return f"You may pay {{{pay}}} to {_lower(text)}"
    return may_words(text, step, _lower) if may else text  # "[Player] may …" (6.1.h)


def _chosen_instead(step: Step, chosen: list[Step], more: object) -> str:
    """ "[X on target]. If [c], [X' on it] instead" (6.2.b, 6.5.d): the replacing step
    under its condition, X on "it" its otherwise."""
    if more or len(chosen) != 1 or set(step) & {"then", "if", "otherwise"}:
        raise Unwritable("a step replaced on its object with more to it")
    modes = chosen[0].get("modes") or []
    if chosen[0].get("action") == "choose" and len(modes) == 2:
        # "Target Character gains 1 boost or loses Fleeting" (6.1.g, 6.5.g)
        return f"{_clause(step)} or {str(modes[1]['text']).removeprefix('It ')}"
    if "if" not in chosen[0]:
        raise Unwritable("a step replaced on its object without a condition")
    replacing = {k: v for k, v in chosen[0].items() if k not in ("if", "otherwise")}
    condition = _condition(str(chosen[0]["if"]))
    if (step.get("up_to", 0) > 1 or step.get("targets", 0) > 1) and condition.startswith(
        "If it is "
    ):  # id40: "If one of them is …": each of the several targets on its own (6.5.b, 6.5.d)
        condition = "If one of them is " + condition.removeprefix("If it is ")
    return f"{_clause(step)}. {condition}, {_lower(_clause(replacing))} instead"


def _lower(text: str) -> str:
    """A clause after a comma: its first word in lower case, unless it is "I", an icon,
    a keyword action (Resupply, Sabotage, After You) or a name."""
    first = text.split(" ", 1)[0]
    names = {"I", "Resupply", "Sabotage", "After", "Exhausted"}
    if first in names or first.startswith("{") or first.lower() in lx.SUBTYPES:
        return text
    return text[:1].lower() + text[1:]


def _count(n: int, noun: str) -> str:
    return f"a {noun}" if n == 1 else f"{_NUMBERS.get(n, str(n))} {noun}s"


_COUNT_WORDS = re.compile(
    r"\bfor (?:each|every)\b|\bper\b|\bequal to\b|\bnumber of\b|\bas many\b|\bX\b|"
    r"\ball\b|\bhalf\b|\btimes\b|\btwice\b|\bdouble\b|\bonce\b|"
    r"\bdistribute\b|\bthat many\b",
    re.IGNORECASE,
)
"""Words that say a step's count (6.5.i): a step read with one is never written without."""


def _clause(step: Step) -> str:
    """A step's words; hd: a step with a count ("for each …", ``per``) is never printed
    without words of a count (the writer once printed "Target Character loses 1 boost" for
    "… for each Landmark you control": another meaning) — Unwritable instead."""
    said = _clause_words(step)
    counted = "per" in step or "x_is" in step or step.get("times", 1) != 1
    if counted and not _COUNT_WORDS.search(said):
        raise Unwritable(f"the count of the step '{step['action']}'")
    return said


def _clause_words(step: Step) -> str:
    from scenarios.cards.grammar.writer.keyword_action_events import set_action_words

    if (named := set_action_words(step)) is not None:  # ha: "[Kindle]" (2.2.12.c)
        return named
    if (random := at_random_words(step, _clause)) is not None:  # gl: "… at random" (6.5.j)
        return random
    action = step["action"]
    subject = step.get("subject")
    if (chosen := chosen_counted_words(step)) is not None:  # "Discard X cards, where X …"
        return chosen
    if (each := per_expedition_words(step, _clause)) is not None:  # "… in each of your …"
        return each
    if (counted := counted_amount_words(step, _clause)) is not None:  # "for every two …"
        return counted
    if (counted := for_each_words(step, _clause)) is not None:  # "Create … for each …"
        return counted
    # ---- id40: "… boosts equal to twice the number of Landmarks you control" (6.5.i)
    from scenarios.cards.grammar.writer.number_of import number_of_words

    if (counted := number_of_words(step, _clause)) is not None:
        return counted
    # ---- end id40
    if (described := described_expedition_words(step, _clause)) is not None:  # 7.5.5.a
        return described
    # ---- gz: an object moved to its owner's zone, the printed verb kept (7.3.27.b)
    from scenarios.cards.grammar.writer.owner_moves import owner_move_words

    if (moved := owner_move_words(step, _object)) is not None:
        return moved
    # ---- gz: counters spent or removed "from" a group, in all or from each (6.1.g, 7.3.38.a)
    from scenarios.cards.grammar.writer.counters_in_all import counters_in_all_words

    if (in_all := counters_in_all_words(step, _object)) is not None:
        return in_all
    # ---- end gz
    # ---- hb (session 37): "Spend N [name] counters from me / from a card you control"
    from scenarios.cards.grammar.writer.seen_puts import spent_from_words

    if (spent := spent_from_words(step, _object)) is not None:
        return spent
    # ---- end hb
    more = costs_and_choosers_words(
        step, _object
    ) or clause_words(  # the costs-and-choosers and Uniques' parts sections'
        step, _object, lambda s: _doer(s)[0]
    )
    more = more if more is not None else lasting_cant_words(step)  # "can't and rules changed"
    more = more if more is not None else cost_and_mode_step_words(step)  # "costs and modes"
    more = more if more is not None else own_amount_words(step)  # amounts of mine (gram37)
    more = more if more is not None else player_acting_words(step)  # effects: numbers, players
    more = more if more is not None else lasting_change_words(step, _object)  # durations
    more = more if more is not None else delayed_step_words(step, _clause, _lower)  # g1
    more = more if more is not None else cr_words_more_words(step, _object)  # can't for a time
    more = more if more is not None else time_restriction_words(step, _object)  # gd
    if more is not None:
        return more
    more = effect_words(step, _object)  # the effects section's
    if more is not None:
        return more
    more = fx_words(step, _object, _clause, _description)  # the numbers-and-distribution section's
    if more is None:
        more = expedition_words(step) or moved_words(step, _object)  # the keyword-actions section's
    if more is None:
        more = vocabulary.clause_words(step, _object)  # the CR's vocabulary
    if more is not None:
        return more
    # ---- g7: "Reveal your hand", "… for each Character among them" (6.5.i, 1.2.7.d)
    from scenarios.cards.grammar.writer.revealed_counts import revealed_count_words

    more = revealed_count_words(step, _clause)
    if more is not None:
        return more
    # ---- end g7
    more = draw_per_words(step)  # "Draw a card for each …"
    if more is not None:
        return more
    # ---- ic: "Draw a card for each counter removed / boost lost this way" (gram60, 6.5.i)
    from scenarios.cards.grammar.writer.removal_counts import draw_per_removed_words

    more = draw_per_removed_words(step)
    if more is not None:
        return more
    # ---- end ic
    left = vocabulary.unsaid(step)  # never written as another step, without one of its fields
    if left and action in _MOVE_VERBS and not _SYNONYM.get():  # synonyms (7.3.37.b, gram40)
        token = _SYNONYM.set(True)  # one synonym tried at a time, never a synonym's synonym
        try:
            for other in _MOVE_VERBS:
                # id: a synonym only for the words of the move (where to, whose zone), never
                # for a field the move's plain words leave out ("two", "otherwise", "Starting
                # with you"): another writer would drop it (another meaning, not a synonym)
                if other != action and not vocabulary.unsaid_but_the_move(step, other):
                    with contextlib.suppress(Unwritable):
                        return _clause({**step, "action": other})
        finally:
            _SYNONYM.reset(token)
    if left:
        raise Unwritable(f"the step '{action}' with {', '.join(left)}")
    simple = {
        "resupply": "Resupply",
        "exhausted_resupply": "Exhausted Resupply",
        "sabotage": "Sabotage",
        "after_you": "After You",
    }
    if action in simple and set(step) == {"action"}:
        return simple[action]
    if action == "draw":
        amount = _count(step["amount"], "card")
        if subject is None:
            return f"Draw {amount}"
        return f"{_PLAYERS[subject]} draws {amount}"
    if action == "move_forward" and subject == "my_expedition":
        return "My Expedition moves forward one region"
    if (
        action == "sacrifice"
        and subject in _SACRIFICERS
        and set(step) <= {"action", "subject", "filter"}
    ):
        # "Each opponent sacrifices a Boosted Character": the one they choose, as described
        described = _description(dict(step.get("filter") or {}), "Character", False)
        article = "an" if described[:1].lower() in "aeiou" else "a"
        return f"{_SACRIFICERS[subject]} sacrifices {article} {described}"
    if action == "create":
        name, _, rest = step["token"].rpartition(" ")
        if "/" in rest:
            name, stats, subtype = step["token"].rsplit(" ", 1)[0], rest, ""
        else:
            name, stats = name.rsplit(" ", 1)
            subtype = f" {rest}"
        n = step["amount"]
        det = ("an" if name[:1].lower() in "aeiou" else "a") if n == 1 else _NUMBERS[n]
        tokens = "token" if n == 1 else "tokens"
        made = f"Create {det} [{name} {stats}]{subtype} {tokens} in {_PLACES[str(subject)]}"
        if step.get("token_abilities"):  # id: never written without what it is created with
            raise Unwritable("a token created with abilities")
        if step.get("token_keywords"):  # id: "… with [[Eternal]]" (7.3.5.a, 7.4), never dropped
            made += " with " + " and ".join(f"[[{k}]]" for k in step["token_keywords"])
        return made
    if action == "spend_counters":
        if step.get("subject") not in (None, "self"):  # ib: never "of my" for another's
            raise Unwritable(f"counters spent from '{step.get('subject')}'")
        return _spend(step["amount"], step["counter"])
    if action == "have_do":
        done = _clause(step["do"])
        who, _ = _doer(step["do"])
        rest = done[len(who) :].strip().split(" ", 1)
        verb = {"gains": "gain", "loses": "lose", "gain": "gain", "lose": "lose"}[rest[0]]
        return f"Have {_lower(who) if who != 'I' else 'me'} {verb} {rest[1]}"
    if action == "ongoing" and "cost" in step.get("ongoing", {}):  # costs and modes section
        return cost_for_a_time_words(step["ongoing"])
    if action == "ongoing" and step.get("ongoing", {}).get("next_played", {}).get("listed"):
        return listed_play_words(step, _object)  # gh: "Play it this turn for {1} less"
    if action == "ongoing" and "next_played" in step.get("ongoing", {}):
        return vocabulary.next_played_words(step["ongoing"], _description)
    if action == "choose":
        return _chooser_words(step, _modes_words(step))
    if action in ("give_boost", "gain_counters", "gain_status", "lose_status"):
        who, plural = _doer(step)
        verb = "lose" if action == "lose_status" else "gain"
        verb = verb if plural else verb + "s"
        if who == "I":
            verb = "gain" if action != "lose_status" else "lose"
        if step.get("up_to", 0) > 1:
            verb = f"each {verb}"
        if action in ("gain_status", "lose_status"):
            what = step["status"] if isinstance(step["status"], str) else step["status"].value
        elif action == "give_boost":
            many = _up_to(step)
            what = f"{many} boost{'s' if many not in ('1', 'up to one') else ''}"
        else:
            many = _up_to(step)
            what = (
                f"{many} {step['counter']} counter{'s' if many not in ('1', 'up to one') else ''}"
            )
        text = f"{who} {verb} {what}"
        if step.get("per_plus"):  # id: "… minus 1": never dropped (6.5.i)
            raise Unwritable("a count plus or minus a number")
        if step.get("per"):
            text += f" per {_counted(step['per'])}"
        if step.get("max_total"):  # the object's total, after any amount (gram42)
            text += f", up to a max of {step['max_total']}"
        return text
    verbs = {
        "send": ("Send", " to Reserve"),
        "put": ("Put", " in Reserve"),
        "return": ("Return", " to its owner's hand"),
        "sacrifice": ("Sacrifice", ""),
        "exhaust": ("Exhaust", ""),
        "ready": ("Ready", ""),
        "discard": ("Discard", ""),
    }
    if action in verbs:
        verb, where = verbs[action]
        if action == "return" and subject == "self":
            where = " to your hand"
        elif action == "return" and not step.get("to_owner"):
            where = " to hand"
        return f"{verb} {_object(step)}{where}"
    if action == "pay_mana":  # "Target opponent may pay {1}" (conditions, amounts and choices)
        from scenarios.cards.grammar.writer.players_paying import paying_words

        return paying_words(step)
    if action == "ignore":  # abilities ignored (7.3.19.a) or lost (2.3.2.d) for a time
        from scenarios.cards.grammar.writer.abilities_changed import ignore_words

        return ignore_words(step, _object)
    if action == "double_counters" and set(step) - {"filter"} == {
        "action",
        "subject",
        "all_counters",
    }:  # "Double the counters of each kind on [object]": every count doubled (7.3.8.a)
        return f"Double the counters of each kind on {_object(step)}"
    if action == "remove_counters" and set(step) - {"filter", "up_to"} == {
        "action",
        "subject",
        "all_counters",
    }:  # he: every counter of every name, boosts among them (2.5.g, 2.5.1.a)
        if step.get("up_to"):  # each of up to N targets (6.5.b)
            whom = _object(step)
            return f"{whom[:1].upper()}{whom[1:]} lose all their counters"
        return f"Remove all counters from {_object(step)}"
    if action == "look" and set(step) == {"action", "subject"}:  # ib40 (3.1.3.f)
        from scenarios.cards.grammar.writer.look_their_hand import look_words

        if look_words(step) is not None:
            return str(look_words(step))
    raise Unwritable(f"the step '{action}'")


_SYNONYM: ContextVar[bool] = ContextVar("_SYNONYM", default=False)
"""Whether a move is being written with a synonym of its verb (:data:`_MOVE_VERBS`)."""
_MOVE_VERBS = ("put", "return", "send")
"""Moves said with any of three verbs, synonyms rules-wise (7.3.27.b, 7.3.32.c, 7.3.37.b): a
move the writer does not write with its verb is written with another (gram40)."""


def _counted(text: str) -> str:
    words = text.split()
    named = {
        i
        for i, w in enumerate(words[:-1])
        if words[i + 1] in ("counter", "counters") and w not in ("a", "one", "each", "any", "no")
    }
    return " ".join(  # a counter's name is a proper noun (2.5.a): "Sap counter" (gz)
        w.capitalize() if w in ("character", "permanent", "reserve") or i in named else w
        for i, w in enumerate(words)
    )


def _doer(step: Step) -> tuple[str, bool]:
    """The object doing a "gain"/"lose" step, and whether it is plural."""
    subject = step.get("subject")
    if subject == "self":
        return "I", False
    if subject == "it":
        return "It", False
    text = _object(step)
    groups = ("characters_you_control", "characters_in_target_expedition", "cards_in_your_reserve")
    hc_groups = ("characters_facing_it", "characters_in_target_characters_expedition")  # hc
    plural = (
        subject in groups
        or subject in hc_groups
        or step.get("up_to", 0) > 1
        or bool(step.get("any_number"))
        or step.get("targets", 0) > 1
    )
    return text[:1].upper() + text[1:], plural
