"""The reader's semantics of players named by a step's subject and of choices said as their
own verb (issue 30) — the grammar section "players named, choices and references" of
``altered.lark``.

"Target opponent exhausts one of their Mana Orbs": the effect's controller targets an
opponent (6.5.b, 1.2.6.c) and that player does the step as the one doing it (1.4.7.b) — "you"
and "their" in it are theirs, they make its choices (6.1.h) and decide its "may" (6.5.c);
the engine plays it as it plays "Each opponent [step]" (engine/steps/players_in_turn.py).
"Target player [step]": either player, the controller's target (1.2.6.c), asked before that
player does the step (engine/steps/players_in_turn.py).

"Choose a Character you control and send it to Reserve": a choice (6.1.g) said before the
step acting on it; the step acts on the object chosen, exactly as "Send a Character you
control to Reserve" does. Only a choice (not a target, which is chosen as the step resolves,
6.5.b), and only a step whose own object is "it", are read.
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.described_expeditions import place_fields
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.player_filters import each_ones_own
from scenarios.cards.grammar.semantics.them_objects import THEM
from scenarios.cards.grammar.tree import Description, Object

_FOLLOWS = ("then", "otherwise", "if", "if_cant", "if_not_done", "also", "do", "modes")
"""What a step may carry after or around it: a step acting on "it" with one of these is not
read as the chosen object's step (what "it" names there is not said)."""


_CHOOSE = "choose_object"
"""A choice said alone ("Target opponent chooses a Character they control."), until the step
acting on it is joined to it (never left in a reading)."""

_OWN_CHOICES = {
    "a_character_you_control": "a_character_{p}_controls",
    "a_character_or_permanent_you_control": "a_character_or_permanent_{p}_controls",
    "a_card_from_your_reserve": "a_card_from_{p}s_reserve",
    "a_card_from_your_hand": "a_card_from_{p}s_hand",
}
"""An object a player chooses among their own — in play, in their Reserve, in their hand —
said for "you", and the same choice made by the players the actor slot names ("{p}")."""


def their_choice(players: str, subject: str) -> str | None:
    """The subject the engine asks ``players`` (each player, each opponent, target opponent,
    target player) for when they choose ``subject`` among their own (6.1.h; gram43: every
    actor x every own choice the engine has a subject for); ``None``: none."""
    from engine.state.subjects import Subject

    said = _OWN_CHOICES.get(subject)
    if said is None:
        return None
    theirs = said.format(p=players)
    return theirs if theirs in {s.value for s in Subject} else None


_OBJECT_DOES = frozenset(
    {"gain_status", "give_boost", "lose_status", "remove_counters", "gain_counters", "ongoing"}
)
"""Steps said of the object itself ("It gains Asleep"): no player is named doing them, and
they are read as the engine's choice step reads them (each chooser's), as the sentence
patterns read "Each player chooses a Character they control. It gains Asleep." too."""

_SAME_TOKEN = "same_token"
"""A created token's placeholder key: "create one in my Expedition", the token named before,
filled in by :func:`resolve_same_token` (never left in a reading)."""

_I_WAS_IN = "expedition_i_was_in"
"""The place "the Expedition I was in" until the trigger says where that was."""

LEAVING_EXPEDITION_ZONE = frozenset(
    {
        "leaves_expedition_zone",
        "leaves_expedition_zone_for_each_of_my_boosts",
        "goes_to_reserve_from_expedition_zone",
    }
)
"""Triggers on "I" leaving the Expedition zone: "my Expedition" in their effect is the one I
was in as I left (6.3.j)."""

_TOKEN_KEYS = ("token", "token_abilities", "token_keywords", "token_by_hand")
"""What names the token a create step makes (its name and statistics, and what its token
card gives it): what "create one" takes from the create step before it."""

_DECIDED = ("may", "pay")
"""A choice's own "You may pay {N}:" (6.5.f): the effect's controller decides it, before
anyone chooses (the engine asks a step's "may" first)."""

_NESTED = ("then", "otherwise", "also", "if_not_done", "if_cant")
"""Where steps hold later steps of the same effect, in the printed order after them."""


class PlayersNamedSemantics(SemanticsBase):
    """ "Target opponent [step]", "Choose [object] and [step] it", "create one in …"."""

    @v_args(meta=True)
    def expedition_i_was_in_place(self, meta: Meta, _: list[Any]) -> str:
        """ "The Expedition I was in": where "I" was as I left the Expedition zone (6.3.j),
        kept until the trigger is known (:func:`where_i_was`); "the Expedition I'm in" is
        my Expedition (7.2.1.a)."""
        if " was " not in f" {self._span(meta).lower()} ":
            return "my_expedition"
        return _I_WAS_IN

    def lose_cant_gain_for(self, items: list[Any]) -> list[Step]:
        """ "I lose and can't gain [status] [this turn]": "[object] loses and can't gain"
        said of me (7.2.1.a) or of several objects — the loss (7.3.21.a), then the "can't"
        (1.4.1.a)."""
        steps: list[Step] = self.object_loses_cant_gain_for(items)  # type: ignore[attr-defined]
        return steps

    @v_args(meta=True)
    def object_player_does(self, meta: Meta, items: list[Any]) -> Step:
        """ "Target Permanent's controller sacrifices it": the target chosen by the effect's
        controller (6.5.b), the step done on it by its controller (1.4.7.b)."""
        from scenarios.cards import vocabulary as v
        from scenarios.cards.grammar import lexicon as lx

        said = " ".join(self._span(meta).split())
        printed = said.lower().split()
        noun, whose = printed[1].removesuffix("'s"), printed[2]
        step = items[-1]
        if isinstance(step, list):
            step = step[0] if len(step) == 1 else None
        if not isinstance(step, dict) or step.get("subject") != "it":
            raise NotRead(
                said,
                f"'{said}': only a step on the object targeted ('it') is read for its {whose}",
                "object_player_does",
            )
        if whose != "controller" or any(step.get(k) for k in (*_FOLLOWS, "may")):
            raise NotRead(said, f"'{said}': what its {whose} does there is not read yet")
        if noun in lx.SUBTYPES:
            d = Description(subtypes=[lx.SUBTYPES[noun]])
        elif noun == "token":
            d = Description(token=True)
        else:
            d = Description(types=[noun.capitalize()])
        target = _subject(Object("target", d))
        action = base_verb(str(step.get("action", "")))
        if str(step.get("action")) not in v.ACTIONS and action in v.ACTIONS:
            step = {**step, "action": action}  # "sacrifices": the action's own form
        return {**step, **target, "its_controller_does": True}

    @v_args(meta=True)
    def players_who_control_do(self, meta: Meta, items: list[Any]) -> Step:
        """ "Each player who controls a Plant draws a card": the step each of those players
        does (1.4.7.b, 6.1.h), each only if they control such an object just before their
        step (6.5.d) — "you control [description]" said of each of them."""
        from scenarios.cards import vocabulary as v
        from scenarios.cards.grammar.doers import verb_after
        from scenarios.cards.grammar.printed_words import words

        said = " ".join(self._span(meta).split())
        printed = words(said)
        players = "each_player" if printed[1].lower() == "player" else "each_opponent"
        verb = verb_after([w.lower() for w in printed], 0)
        condition = f"you control {' '.join(printed[4:verb]).lower()}" if verb else ""
        if not condition or v.condition_of(condition) is None:
            raise NotRead(said, f"'{said}': which players do it is not read yet")
        may = printed[verb].lower() == "may" if verb else False  # each decides (6.5.c)
        step: Step = self._acting(meta, players, items[-1], may=may)  # type: ignore[attr-defined]
        if "players_do" not in step:
            # one step in which each player chooses their own ("each player who controls a
            # Plant discards a card from their hand"): said as each one's own step, so each
            # one's condition applies to theirs (gram92, semantics/player_filters.py)
            step = each_ones_own(items[-1], players, may=may)
        return {**step, "players_if": condition}

    @v_args(meta=True)
    def choose_object(self, meta: Meta, items: list[Any]) -> Step:
        """ "Choose a Character you control": a choice (6.1.g) the next step acts on ("Send it
        to Reserve"), joined to it by :func:`chosen_then_acted`."""
        obj = items[0]
        chosen = _subject(obj) if isinstance(obj, Object) else {}
        if not str(chosen.get("subject", "")).startswith("a_"):
            said = " ".join(self._span(meta).split())
            raise NotRead(said, f"'{said}': only an object chosen is read here", "choose_object")
        return {"action": _CHOOSE, **chosen}

    def create_same_token(self, items: list[Any]) -> Step:
        """ "Create one / two in [place]": the token the effect named before (7.3.5.a)."""
        amount, place = items[0], items[-1]
        return {"action": "create", "amount": amount, **place_fields(place), _SAME_TOKEN: True}

    def target_opponent_acting(self, _: list[Any]) -> str:
        """ "Target opponent": the opponent the controller targets (6.5.b)."""
        return "target_opponent"

    def target_player_acting(self, _: list[Any]) -> str:
        """ "Target player [step]": either player, whom the effect's controller targets
        (1.2.6.c, 6.5.b); that player does the step as its own (1.4.7.b)."""
        return "target_player"

    @v_args(meta=True)
    def choose_and_step(self, meta: Meta, items: list[Any]) -> Step:
        """ "Choose [object] and [step] it": the step said of the object chosen (6.1.g),
        read again with the object's words in the place of "it" — the reading every step of
        the grammar gives that object, never a copy of one step's."""
        from scenarios.cards.grammar.reader import read_spell_effect

        said = " ".join(self._span(meta).split())
        obj = items[0]
        chosen = _subject(obj) if isinstance(obj, Object) else {}
        if not isinstance(obj, Object) or not str(chosen.get("subject", "")).startswith("a_"):
            # a target is chosen as the step resolves (6.5.b), "each" is no choice (6.1.g)
            raise NotRead(
                said,
                f"'{said}': only an object chosen (such as 'a Character you control') is "
                "read before the step that acts on it",
                "choose_and_step",
            )
        # several chosen ("two cards", one in each Expedition, 6.1.g): "them" names them all
        several = bool(chosen.get("per_expedition")) or chosen.get("choose_count", 0) > 1
        whole = _said_of_chosen(said, _THEM if several else _IT)
        if whole is None:
            what = "objects chosen ('them')" if several else "object chosen ('it')"
            raise NotRead(said, f"'{said}': the step does not act on the {what}")
        try:
            read = read_spell_effect(whole)
        except NotRead as exc:
            raise NotRead(
                said, f"'{said}' is not read yet ({exc.reason})", "choose_and_step"
            ) from exc
        if len(read) != 1 or any(k in read[0] for k in _FOLLOWS):
            raise NotRead(said, f"'{said}': several steps on the object chosen are not read")
        return read[0]

    @v_args(meta=True)
    def choose_count_and_step(self, meta: Meta, items: list[Any]) -> Step:
        """ "Choose two cards in your Reserve and discard them", "Target opponent chooses
        two Characters they control and sacrifices them": the step on the N objects chosen
        (6.1.g; by the player the effect names, 1.4.7.b), that many, all of them if fewer
        (6.5.h) — "them" the step's only object, each one read as "a [object]" is."""
        said = " ".join(self._span(meta).split())
        n, description, step = items
        one = _subject(Object("chosen", description))
        count = _number(n)
        acts = str(step.get("action", ""))
        if (
            count < 2
            or not str(one.get("subject", "")).startswith("a_")
            or set(one)
            - {
                "subject",
                "filter",
            }
        ):
            raise NotRead(said, f"'{said}': only objects chosen are read before the step")
        if step.get("subject") != "it" or THEM not in step or set(step) - _ON_THEM.get(acts, set()):
            raise NotRead(
                said, f"'{said}': the step does not act on the objects chosen ('them') alone"
            )
        return {**{k: v for k, v in step.items() if k != THEM}, **one, "choose_count": count}


_ON_THEM: dict[str, set[str]] = {
    verb: {"action", "subject", THEM, *more}
    for verb, more in (
        ("discard", ()),
        ("sacrifice", ()),
        ("exhaust", ()),
        ("ready", ()),
        ("send", ("to",)),
    )
}
"""The steps whose only object "them" is read as the objects chosen (7.3.7, 7.3.36,
7.3.13, 7.3.28, 7.3.37): the keys each may hold — nothing another word would change."""


_IT = re.compile(r"\bit\b", re.IGNORECASE)
_THEM = re.compile(r"\bthem\b", re.IGNORECASE)
_CHOSEN = re.compile(r"^(?P<choose>chooses?)\s+(?P<rest>.+)$", re.IGNORECASE)
_THIRD = {"they": "you", "their": "your", "them": "you"}


def _said_of_chosen(said: str, pronoun: re.Pattern[str] = _IT) -> str | None:
    """ "Choose a Character you control and send it to Reserve" -> "Send a Character you
    control to Reserve." (in the third person, "chooses … they control and sends it" the
    same, said for "you": the players' step as "you" do it, 1.4.7.b); ``None`` when no
    "and [step] it" follows the object."""
    m = _CHOSEN.match(said)
    if m is None:
        return None
    third = m["choose"].lower() == "chooses"
    words = m["rest"].split(" ")
    for i, word in enumerate(words):
        if word.lower() != "and" or i == 0 or i + 2 > len(words):
            continue
        obj, verb, rest = " ".join(words[:i]), words[i + 1], " ".join(words[i + 2 :])
        if len(pronoun.findall(rest)) != 1 or (pronoun is _THEM and _IT.search(rest)):
            continue
        step = pronoun.sub(obj, rest, count=1)  # before "them" is said for "you"
        if third:
            step, verb = _second_person(step), base_verb(verb)
        return f"{verb[:1].upper()}{verb[1:].lower()} {step}."
    return None


def _second_person(words: str) -> str:
    """The players' words as the step says them for "you" ("they control" -> "you
    control")."""
    return " ".join(_THIRD.get(w.lower(), w) for w in words.split(" "))


def base_verb(verb: str) -> str:
    """ "sends" -> "send", "readies" -> "ready", "discards" -> "discard" (English third
    person singular, undone)."""
    low = verb.lower()
    if low.endswith("ies"):
        return low[:-3] + "y"
    if low.endswith(("shes", "ches", "xes", "zes", "sses", "oes")):
        return low[:-2]
    return low[:-1] if low.endswith("s") else low


def resolve_same_token(steps: list[Step], named: tuple[Step, ...] = ()) -> list[Step]:
    """The effect's ``steps`` with "create one in [place]" given the token the effect created
    before it (``named``: the create steps before, in printed order): "one" names the token
    just named (7.3.5.a). None named, or two different tokens named, is refused — what "one"
    is is then not said (precision first)."""
    out: list[Step] = []
    seen = list(named)
    for step in steps:
        step = dict(step)
        if step.pop(_SAME_TOKEN, False):
            kinds = {str(s.get("token")) for s in seen}
            if len(kinds) != 1:
                why = "no token is named before it" if not kinds else "several tokens are named"
                raise NotRead(
                    "create", f"which token is created ('create one in …') is not said: {why}"
                )
            before = seen[-1]
            kept = {k: v for k, v in before.items() if k in _TOKEN_KEYS}
            step = {**kept, **step}
        if step.get("action") == "create" and step.get("token"):
            seen.append(step)
        for key in _NESTED:
            if isinstance(step.get(key), list):
                step[key] = resolve_same_token(step[key], tuple(seen))
        if isinstance(step.get("outcomes"), list):
            # "Roll a die. If the result is 4+, create two [X] …, otherwise create one in
            # [place]": a result's "one" is the token a result before it named (7.3.33.b)
            step["outcomes"] = [_outcome_same_token(o, seen) for o in step["outcomes"]]
        out.append(step)
    return out


def _outcome_same_token(outcome: Any, seen: list[Step]) -> Any:
    """One result of a roll with its "create one in …" given the token named before it (the
    create steps it makes join ``seen``, for the results after it)."""
    effect = outcome.get("effect") if isinstance(outcome, dict) else None
    if not isinstance(effect, list):
        return outcome
    effect = resolve_same_token(effect, tuple(seen))
    seen.extend(s for s in effect if s.get("action") == "create" and s.get("token"))
    return {**outcome, "effect": effect}


def where_i_was(steps: list[Step], trigger: str | None) -> list[Step]:
    """The effect's ``steps`` with "the Expedition I was in" as "my Expedition" after a
    trigger on "I" leaving the Expedition zone (6.3.j: the Expedition I was in as I left);
    after another trigger, or none, refused."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        if step.get("subject") == _I_WAS_IN:
            if trigger not in LEAVING_EXPEDITION_ZONE:
                raise NotRead(
                    "the expedition i was in",
                    "'the Expedition I was in' is read only after a trigger on my leaving "
                    "the Expedition zone",
                    "expedition_i_was_in_place",
                )
            step["subject"] = "my_expedition"
        for key in _NESTED:
            if isinstance(step.get(key), list):
                step[key] = where_i_was(step[key], trigger)
        out.append(step)
    return out


def chosen_then_acted(steps: list[Step]) -> list[Step]:
    """ "[Players] choose(s) [object]. [Step] it.": the step, on the object each of them
    chose (6.1.g, 6.1.h), done by the effect's controller (1.4.7.c) — or, chosen by "you",
    the step on the object you choose. A choice no single step acts on is refused."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        for key in _NESTED:
            if isinstance(step.get(key), list):
                step[key] = chosen_then_acted(step[key])
        if step.get("action") == _CHOOSE:
            step = _acted_on(step)
        if step.get("modes") and step.get("players_do"):
            step = _their_modes(step)
        out.append(step)
    return out


def _only_then_on_it(acted: Step) -> bool:
    """go: the step acted on the object chosen holds only later steps after "then" (6.5.a),
    each on "it" (that object) or on no object, none with later steps of its own, none a
    sacrifice (7.3.36.a)."""
    later = acted.get("then")
    if not isinstance(later, list) or not later:
        return False
    return all(
        isinstance(s, dict)
        and s.get("subject", "it") == "it"
        # one sacrifices only what one controls (7.3.36.a): not said of any object chosen
        and s.get("action") != "sacrifice"
        and not any(s.get(k) for k in (*_NESTED, "players_do"))
        for s in later
    )


def _their_modes(step: Step) -> Step:
    """ "Each opponent chooses one: • They sacrifice a Character. • You draw two cards.": the
    opponent chooses (6.5.g, 1.4.7.b); each mode's steps stay the effect's, each saying who
    does it; "Target opponent chooses one" is the same one opponent (1.2.1.b). Another
    player choosing ("Each player chooses one") is refused: whose "you" the modes say is not
    read yet."""
    # "Target opponent chooses one": the one opponent of the engine's two-player games
    # (1.2.1.b), as "each opponent" (gram33)
    # ---- id: "Each player / Target player chooses one: • They …": each of those players
    # (the target, 6.5.b) chooses a mode in initiative order (6.1.h, 6.5.g) and does it as
    # its own, "they" read as "you" by the lexer (1.4.7.b): the choosing step is theirs
    if step.get("players_do") in ("each_player", "target_player") and not step.get("may"):
        for mode in step.get("modes", []):
            _own_mode_said(str(mode.get("text", "")))
        return step
    # ---- end id
    if step.get("players_do") not in ("each_opponent", "target_opponent") or step.get("may"):
        raise NotRead("chooses", "a choice of modes by these players is not read yet")
    chosen = {k: v for k, v in step.items() if k != "players_do"}
    if step.get("players_do") == "target_opponent":  # targeted (6.5.b; gram33)
        chosen["modes_chooser_targeted"] = True
    return {**chosen, "opponent_chooses_modes": True}


_THEIRS = re.compile(r"^(?:They|I|My)\b|\b(?:they|their)\b")
"""id: the words that say whose a mode of "Each player / Target player chooses one:" is: the
choosing player's ("They …", "… they control", "their …") or mine ("I …", 7.2.1)."""


_YOURS = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)
"""id: "you" in a mode another player chooses: the effect's controller, not the chooser."""


def _own_mode_said(text: str) -> None:
    """id: refuse a mode of a choice each player makes that names no player ("• Draw a
    card."): the effect's controller's step, or the choosing player's, is not said (6.1.g
    "unless specified otherwise", 7.5.6.b); or that says "you" — the effect's controller in
    a mode another player chooses and does, not read yet (7.5.6.b, 1.4.7.b)."""
    if _YOURS.search(text):
        raise NotRead(
            "you",
            f"'{text}' in a choice of modes each player makes names the effect's controller "
            "('you') beside the player choosing: whose step it is is read by hand (7.5.6.b)",
        )
    if not _THEIRS.search(text):
        raise NotRead(
            "chooses",
            f"'{text}' in a choice of modes another player makes names no player doing it "
            "(the effect's controller or the one choosing: 6.1.g, 7.5.6.b): read by hand",
        )


def _acted_on(choice: Step) -> Step:
    from scenarios.cards.grammar.semantics.opponent_chooses import (  # ib39
        YOURS_CHOSEN_BY,
        yours_chosen_acted,
    )

    if choice.get(YOURS_CHOSEN_BY):
        return yours_chosen_acted(choice)  # ib39: another player chooses among yours
    then = choice.get("then")
    # "You may pay {1}: Target opponent chooses a card in their Reserve. Exhaust it.": the
    # effect's optional cost (6.5.f) is the whole effect's, decided before the choice (gram43)
    # ("Target opponent may choose …" is their "may", 6.5.c: not carried, refused below)
    decided = {k: choice[k] for k in _DECIDED if k in choice}
    decided = decided if decided.get("may") and decided.get("pay") else {}
    rest = {k for k in choice if k not in ("action", "subject", "filter", "players_do", "then")}
    rest -= set(decided)
    if (
        isinstance(then, list)
        and len(then) > 1
        and choice.get("players_do") is None
        and _only_then_on_it({"then": then[1:]})
        and not any(then[0].get(k) for k in _NESTED)
    ):
        # go: "Choose …. Remove a Kelon counter from it, then it gains 2 boosts.": the later
        # steps on "it" held after the first one's "then" (6.5.a), as one step reads them
        then = [{**then[0], "then": list(then[1:])}]
    if not isinstance(then, list) or len(then) != 1 or rest or then[0].get("subject") != "it":
        raise NotRead("choose", "a choice no step acts on ('it') is not read yet", "choose_object")
    acted = dict(then[0])
    # go: "Choose a Character you control. Remove a Kelon counter from it, then it gains 2
    # boosts.": chosen by "you", the steps after "then" act on the same object (6.1.g, 6.5.b:
    # choosing is no targeting), as "Remove … from a Character you control, then it gains …"
    # reads — the one choice then the steps in order (6.5.a); another player's choice is not
    # carried into later steps (refused below)
    own_then = choice.get("players_do") is None and _only_then_on_it(acted)
    nested = tuple(k for k in _NESTED if not (own_then and k == "then"))
    if any(acted.get(k) for k in (*nested, "players_do")):
        raise NotRead("choose", "what is done to the object chosen is not read yet")
    if acted.get("action") == "sacrifice":
        _sacrificed_chosen(choice)  # ib40: one's own choice among what one controls
    players = choice.get("players_do")
    subject = str(choice["subject"])
    if players is not None:
        theirs = their_choice(str(players), subject)
        if theirs is None:
            raise NotRead("chooses", "this choice by another player is not read yet")
        if acted.get("action") not in _OBJECT_DOES:
            if acted.get("may"):
                # "… chooses X. You may send it …": the effect's controller decides after the
                # other player's choice (6.1.g, then 6.5.c) — not asked in that order yet
                raise NotRead(
                    "may",
                    "'you may' after another player's choice is not read yet",
                    "choose_object",
                )
            acted["effect_controller_does"] = True  # they choose, you do it (1.4.7.c)
        subject = theirs
    acted["subject"] = subject
    if choice.get("filter"):
        acted["filter"] = choice["filter"]
    return {**acted, **decided}


_OWN_CONTROLLED = frozenset(
    {"a_character_you_control", "a_character_or_permanent_you_control", "a_token_you_control"}
)
"""ib40: what "Choose [object] you control" chooses among — what its chooser controls."""


def _sacrificed_chosen(choice: Step) -> None:
    """ib40: "Choose a Character you control. Sacrifice it.": the effect's controller chooses
    (6.1.g; no target, 6.5.b) among what they control, and sacrifices it — one sacrifices
    only an object in play one controls (7.3.36.a). Another player's choice ("Target
    opponent chooses …", ib39) or an object that may be another player's ("Choose a
    Character") is refused saying so."""
    if choice.get("players_do") is None and choice.get("subject") in _OWN_CONTROLLED:
        return
    raise NotRead(
        "sacrifice",
        "'sacrifice it' after a choice that may be another player's object is not read: one "
        "sacrifices only an object in play one controls (7.3.36.a)",
    )
