"""ib39 (session 39): another player chooses among YOUR objects, then the effect's controller
acts on what they chose — "Target opponent chooses a Character you control. Sacrifice it.",
"An opponent chooses a card in your Reserve. Discard it." (the grammar's block "ib39" at the
end of ``altered.lark``; the lexer marks the verb ``CHOOSE_YOURS`` where the clause says
"you" / "your", third_person.py).

Who chooses: the player the effect names (6.1.g: decisions are the effect controller's
"unless specified otherwise") — the target opponent once targeted (6.5.b), each opponent in
initiative order (6.1.h; "An opponent" / "Your opponent": the one opponent of the engine's
two-player games, 1.2.1.b). What they choose among: the effect's controller's Characters /
Characters and Permanents in play, or the cards in their Reserve (3.2.10, visible). Who does
the step on "it": the effect's controller (1.4.7.c) — so "Sacrifice it" sacrifices an object
that player controls (7.3.36.a). Nothing to choose: the step does nothing (6.1.g "if all the
options are impossible, the corresponding atomic actions do not happen"; 6.5.h).

Refused with a reason: a card in your hand (a hidden zone the chooser cannot see, 3.1.3.f),
a choice by "each player" / "target player" / "they" (who chooses among whose is not said),
a step after it that is not on "it", a "may" after the choice, a second step on "it".
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.numbers_and_distribution import SEEN_ON_DECK
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]

YOURS_CHOSEN_BY = "_ib39_yours_chosen_by"
"""A choice's mark: the players who choose among the effect's controller's objects, until
the step acting on it is joined to it (never left in a reading)."""

_ENGINE = {
    "a_character_you_control": "a_character_you_control_{p}_chooses",
    "a_character_or_permanent_you_control": "a_character_or_permanent_you_control_{p}_chooses",
    "a_card_from_your_reserve": "a_card_from_your_reserve_{p}_chooses",
}
"""The object chosen, as "you" choose it, and the engine's subject of the same choice made by
the players ``{p}`` (engine.state.subjects.YOURS_OPPONENT_CHOOSES)."""

_CHOOSERS = frozenset({"target_opponent", "each_opponent"})

_IN_PLAY_ONLY = frozenset({"sacrifice", "send"})
"""Steps only an object in play takes (7.3.36.a sacrifice; "send to Reserve" of a card
already there says nothing). A card in Reserve is exhausted or readied too (2.4.6.c)."""
_OUT_OF_PLAY_ONLY = frozenset({"discard"})
"""A discard moves a card from a hand or a Reserve (7.3.7.a)."""

_NESTED = ("then", "otherwise", "also", "if_not_done", "if_cant", "it_follows")


class OpponentChoosesYoursSemantics:
    """The semantic functions of the grammar's block "ib39"."""

    @v_args(meta=True)
    def ib39_chooses_yours(self, meta: Meta, items: list[Any]) -> Step:
        """ "Target opponent / Each opponent / Your opponent chooses a Character you
        control": the choice, marked with its choosers."""
        return _choice(self._said(meta), str(items[0]), items[-1])

    @v_args(meta=True)
    def ib39_an_opponent_chooses_yours(self, meta: Meta, items: list[Any]) -> Step:
        """ "An opponent chooses …": the one opponent of a two-player game (1.2.1.b)."""
        return _choice(self._said(meta), "each_opponent", items[-1])

    def _said(self, meta: Meta) -> str:
        return " ".join(self._span(meta).split())  # type: ignore[attr-defined]


def _choice(said: str, players: str, obj: Any) -> Step:
    """The choice of ``obj`` (said for "you") made by ``players``, or a refusal naming why."""
    if players not in _CHOOSERS:
        raise NotRead(
            said,
            f"'{said}': who chooses among whose objects is not said for these players"
            " (6.1.g, 6.1.h) — read by hand",
            "ib39_chooses_yours",
        )
    chosen = _subject(obj) if isinstance(obj, Object) else {}
    subject = str(chosen.get("subject", ""))
    if subject == "a_card_from_your_hand":
        raise NotRead(
            said,
            f"'{said}': a card in your hand is hidden from the player choosing (3.1.3.f);"
            " how they choose it is not said — read by hand",
            "ib39_chooses_yours",
        )
    if subject not in _ENGINE:
        raise NotRead(
            said,
            f"'{said}': this choice by another player among your objects is not read yet (6.1.g)",
            "ib39_chooses_yours",
        )
    return {"action": "choose_object", **chosen, YOURS_CHOSEN_BY: players}


def yours_chosen_acted(choice: Step) -> Step:
    """ "[Opponent] chooses [your object]. [Step] it.": the step of the effect's controller
    (1.4.7.c) on the object the opponent chose (6.1.g, 6.1.h) — one engine step whose subject
    says who chooses among whose (``effect_controller_does``)."""
    players = str(choice[YOURS_CHOSEN_BY])
    subject = str(choice["subject"])
    then = choice.get("then")
    rest = set(choice) - {"action", "subject", "filter", "then", YOURS_CHOSEN_BY}
    if not isinstance(then, list) or len(then) != 1 or rest:
        raise NotRead(
            "chooses",
            "a choice by another player among your objects that one step after it acts on"
            " ('it') is read; this one is not yet",
            "ib39_chooses_yours",
        )
    acted = dict(then[0])
    if acted.get("subject") != "it" or any(acted.get(k) for k in (*_NESTED, "players_do")):
        raise NotRead(
            "it",
            "what is done to the object another player chose among yours is not read yet:"
            " one step of yours on 'it' is (7.5.6.c)",
            "ib39_chooses_yours",
        )
    if acted.get("may") or "pay" in acted:
        raise NotRead(
            "may",
            "'you may' after another player's choice is not read yet (6.1.g, then 6.5.c)",
            "ib39_chooses_yours",
        )
    action = str(acted.get("action", ""))
    in_play = subject != "a_card_from_your_reserve"
    if (in_play and action in _OUT_OF_PLAY_ONLY) or (not in_play and action in _IN_PLAY_ONLY):
        raise NotRead(
            action,
            f"'{action}' is not done to {'an object in play' if in_play else 'a card in a Reserve'}"
            " (7.3.7.a discards from a hand or Reserve; 7.3.36.a sacrifices in play)",
            "ib39_chooses_yours",
        )
    acted["subject"] = _ENGINE[subject].format(p=players)
    if choice.get("filter"):
        acted["filter"] = choice["filter"]
    acted["effect_controller_does"] = True  # they choose, you do it (1.4.7.c)
    return acted


# ---------------------------------------------------------------- a card chosen from a hand
CHOSEN_REVEALED = "_ib39_chosen_revealed"
"""A choice among the cards another player's hand showed, until :func:`revealed_hand_chosen`
joins it to that reveal and to the step on "it" (never left in a reading)."""

THEY_ON_IT = "_ib39_they_on_it"
"""Marks "They [step] it" until :func:`revealed_hand_chosen` finds the card chosen from the
hand they revealed; anywhere else the text is refused (what "it" names for them is not
said)."""

_REVEALERS = frozenset({"target_opponent", "target_player"})
"""The players whose revealed hand "it" names: one player, targeted (6.5.b)."""

_SAID_REVEALED = "_ib40_said_revealed"
"""ib40: a choice said "revealed this way" (a reveal's cards), until joined (never left)."""

_LOOKED = "cards_in_target_opponents_hand"
"""ib40: the hand the effect's controller looked at ("Look at target opponent's hand"): the
cards seen are chosen among as the ones a reveal showed (3.1.3.f, 6.1.g)."""

_THEIR_STEPS = frozenset({"discard", "put", "send", "return"})
"""What the owner does to the card chosen in their hand: discard it (7.3.7.a), put it on an
end of their Deck or in their Reserve (7.3.27.a) — a move from the hand."""


class RevealedChoiceSemantics:
    """ "Choose a Spell from it": the choice among the cards a hand showed (6.1.g)."""

    @v_args(meta=True)
    def ib39_choose_revealed(self, meta: Meta, items: list[Any]) -> Step:
        step: Step = self.g98_kind_among_them([items[0], {}])  # type: ignore[attr-defined]
        # ib40: "revealed this way" names cards a reveal showed, never cards looked at
        said = self._span(meta)  # type: ignore[attr-defined]
        mark = _SAID_REVEALED if "revealed" in str(said).lower().split() else CHOSEN_REVEALED
        return {**{k: v for k, v in step.items() if k != "action"}, mark: True}


def _refused(words: str, why: str) -> NotRead:
    return NotRead(words, why, "ib39_choose_revealed")


def revealed_hand_chosen(steps: list[Step]) -> list[Step]:
    """``steps`` with "[Player] reveals their hand. Choose a [card] from it. They [step] it."
    read as one reveal whose follow-up is the effect's controller's choice (6.1.g,
    ``follow_ups_yours``) of a card shown, the step done by that card's owner
    (``its_controller_does``: the one who revealed it, 1.4.7.b); a mark anywhere else refuses
    the text, naming why."""
    out: list[Step] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        said_revealed = bool(step.get(_SAID_REVEALED))
        if said_revealed:  # "… revealed this way": as the choice from it, after a reveal only
            step = {**{k: v for k, v in step.items() if k != _SAID_REVEALED}, CHOSEN_REVEALED: True}
        if not step.get(CHOSEN_REVEALED):
            out.append(step)
            i += 1
            continue
        before = out[-1] if out else {}
        if said_revealed and before.get("action") == "look":
            raise _refused(
                "revealed this way",
                "'revealed this way' after a look names no card revealed: the cards were looked"
                " at, seen by the looker only (3.1.3.f) — read by hand",
            )
        shown = before.get("action") == "reveal" and before.get("subject") == "cards_in_your_hand"
        shown = shown and before.get("players_do") in _REVEALERS
        looked = before.get("action") == "look" and before.get("subject") == _LOOKED  # ib40
        if not (shown or looked) or set(before) & {"then", "if"}:
            raise _refused(
                "choose",
                "'choose … from it' follows no one player's revealed hand: whose cards are"
                " chosen among is not said (6.1.g, 1.2.7.d) — read by hand",
            )
        nested = step.get("then")
        if isinstance(nested, list) and len(nested) == 1:
            after, used = dict(nested[0]), 1  # "They [step] it." joined to the choice
        else:
            after, used = (dict(steps[i + 1]) if i + 1 < len(steps) else {}), 2
        acted = {k: v for k, v in after.items() if k not in ("players_do", THEY_ON_IT)}  # theirs
        if not after.get(THEY_ON_IT):
            raise _refused(
                "choose",
                "a card chosen from another player's revealed hand is read when 'They [step]"
                " it' follows (its owner does it, 7.5.6.b); this follow-up is not read yet",
            )
        if acted.get("action") not in _THEIR_STEPS or any(
            acted.get(k) for k in (*_NESTED, "may", "if", "pay")
        ):
            raise _refused(
                str(acted.get("action", "they")),
                "what the owner does to the card chosen from their hand is read for a discard"
                " or a move of it (7.3.7.a, 7.3.27.a); this step is not read yet",
            )
        chosen = {k: v for k, v in step.items() if k not in (CHOSEN_REVEALED, "then")}
        # "at the bottom of their deck": their own, the card's owner's (3.1.2.c) — not a
        # card seen on top of the effect's controller's deck
        acted.pop(SEEN_ON_DECK, None)
        then = {**acted, **chosen, "its_controller_does": True}
        # the reveal is the other player's step, its follow-up yours (6.1.g); the look is
        # yours already (ib40, 3.1.3.f)
        yours = {} if looked else {"follow_ups_yours": True}
        out[-1] = {**before, "then": [then], **yours}
        i += used
    _no_they_on_it_left(out)
    return out


def their_hand_chosen(step: Step, follow: list[Step]) -> bool:
    """Whether ``step`` is a reveal of one player's hand whose one follow-up is the card the
    effect's controller chose among those shown, done by its owner (as
    :func:`revealed_hand_chosen` joins them): the follow-up is read as it is (True)."""
    reveal = step.get("action") == "reveal" and step.get("subject") == "cards_in_your_hand"
    return (
        reveal
        and step.get("players_do") in _REVEALERS
        and bool(step.get("follow_ups_yours"))
        and len(follow) == 1
        and follow[0].get("subject") == "a_card_among_them"
        and bool(follow[0].get("its_controller_does"))
    )


def _no_they_on_it_left(found: Any) -> None:
    """Refuse "They [step] it" that follows no card chosen from their revealed hand: what
    "it" names for that player is not said (1.4.7.b) — as before ib39."""
    if isinstance(found, list):
        for value in found:
            _no_they_on_it_left(value)
    elif isinstance(found, dict):
        if found.get(THEY_ON_IT):
            raise NotRead(
                "they",
                "'they [step] it': what 'it' names for that player is not read here"
                " (resolve it by hand)",
                "players_do",
            )
        for value in found.values():
            if isinstance(value, (list, dict)):
                _no_they_on_it_left(value)
