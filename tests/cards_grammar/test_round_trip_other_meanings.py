"""The writer beside the reader (issue 30): random printed texts of the constructions
whose writing read back to ANOTHER meaning or to nothing, each read, written in the cards'
style and read again — compared as readings (writer/meaning_audit.py). The texts are this
file's own, in the cards' shape: players doing a step as their own (1.4.7.b, 6.1.h), one
change of two (6.1.g, 6.5.g), every card type of an object (2.2.1), tokens (1.1.7.b),
targets together (6.5.b), the whole draw replaced (6.2.f), changes on "it" (6.1.c),
counted amounts (6.5.i), events joined by "or" (6.3.b), a gained quick action's condition
(5.1.2.g), the Nth event of a period (4.2.3), an amount chosen up to N (6.1.g)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.writer.all_rules import Unwritable, write_effect
from scenarios.cards.grammar.writer.meaning_audit import audit

_NUMBERS = ["a card", "two cards", "three cards"]
_STATUSES = ["Asleep", "Anchored", "Fleeting"]
_PLURALS = ["Landmarks", "Characters", "Plants", "Permanents", "Plant Robots"]
_CONTROLLERS = ["you control", "an opponent controls"]


def _same(text: str, *, spell: bool = False) -> None:
    found = audit(text, spell=spell)
    assert found.kind == "same", (text, found.kind, found.written, found.keys)


@st.composite
def players_again(draw: st.DrawFn) -> str:
    """ "[X]. Then, each opponent may do the same." and the draw each player does alone."""
    cards = draw(st.sampled_from(_NUMBERS))
    form = draw(st.integers(0, 4))
    if form == 0:
        who = draw(st.sampled_from(["each opponent", "each player"]))
        return f"{{J}} Draw {cards}. Then, {who} may do the same."
    if form == 1:
        who = draw(st.sampled_from(["Target opponent", "Each opponent"]))
        return f"{{J}} Draw {cards}. {who} does the same."
    if form == 2:
        return f"{{J}} Target an opponent. They draw {cards}."
    if form == 3:
        then = draw(
            st.sampled_from(["puts a card from their hand in their Reserve", "draws a card"])
        )
        return f"{{J}} Each opponent draws {cards}, then {then}."
    return f"{{J}} Each of your opponents may draw {cards}."


@st.composite
def changes_or(draw: st.DrawFn) -> str:
    """ "I gain N boosts or lose [status]" and its other changes (6.1.g, 6.5.g)."""
    n = draw(st.integers(1, 3))
    first = draw(
        st.sampled_from(
            [
                f"gain {n} boost{'s' if n > 1 else ''}",
                f"gain {n} Kelon counter{'s' if n > 1 else ''}",
            ]
        )
    )
    second = f"lose {draw(st.sampled_from(_STATUSES))}"
    return f"{{J}} I {first} or {second}."


@st.composite
def kinds(draw: st.DrawFn) -> str:
    """Objects of several card types, tokens (2.2.1, 1.1.7.b), in triggers."""
    controller = draw(st.sampled_from(_CONTROLLERS))
    form = draw(st.integers(0, 2))
    if form == 0:
        noun = draw(st.sampled_from(["Character or Permanent", "token", "Character token"]))
        return f"When a {noun} {controller} leaves play \u2014 Draw a card."
    if form == 1:
        det = draw(st.sampled_from(["a", "another"]))
        return f"When you sacrifice {det} token \u2014 I gain 1 boost."
    counter = draw(st.sampled_from(["Ember", "Kelon"]))
    return f"When a token you control spends its last {counter} counter \u2014 Draw a card."


@st.composite
def together(draw: st.DrawFn) -> str:
    """Several targets that go together (6.5.b)."""
    how = draw(
        st.sampled_from(
            ["in the same Expedition", "controlled by the same player", "with different names"]
        )
    )
    many = draw(st.sampled_from(["Up to two", "Two"]))
    what = draw(st.sampled_from(["1 boost", "2 boosts", *_STATUSES]))
    return f"{many} target Characters {how} gain {what}."


@st.composite
def it_runs(draw: st.DrawFn) -> str:
    """ "[X], then it gains A and B" / "[target] loses all its boosts, A and B" (6.1.c)."""
    a, b = draw(st.permutations(_STATUSES))[:2]
    if draw(st.booleans()):
        return f"{{H}} Exhaust target Character you control, then it gains {a} and 1 boost."
    return f"{{J}} Target Character loses all its boosts, {a} and {b}."


@st.composite
def counted(draw: st.DrawFn) -> str:
    """Amounts counted "equal to [N times] the number of …" (6.5.i)."""
    times = draw(st.sampled_from(["", "twice ", "three times "]))
    plural = draw(st.sampled_from(_PLURALS))
    who = draw(
        st.sampled_from(
            [
                "Target Character gains boosts",
                "I gain boosts",
                "I gain Glimmer counters",
                "Draw cards",
                "Target opponent draws cards",
            ]
        )
    )
    most = draw(st.sampled_from(["", ", up to a max of 4"])) if "boosts" in who else ""
    return f"{{J}} {who} equal to {times}the number of {plural} you control{most}."


@st.composite
def events_or(draw: st.DrawFn) -> str:
    """ "When [object] is [A] or [B]" in the passive voice (6.3.b, 7.3)."""
    pair = draw(
        st.sampled_from(
            [
                ("discarded", "sent to Reserve"),
                ("exhausted", "readied"),
                ("sent to Reserve", "returned to your hand"),
            ]
        )
    )
    first, second = pair if draw(st.booleans()) else pair[::-1]
    who = "Character an opponent controls"
    if pair == ("exhausted", "readied") and draw(st.booleans()):
        who = "Character token you control"  # a token is never in Reserve (2.1.e)
    return f"When a {who} is {first} or {second} \u2014 Draw a card."


@st.composite
def more(draw: st.DrawFn) -> str:
    """The other wordings id40 writes back: the whole draw replaced (6.2.f), a gained quick
    action's condition (5.1.2.g), the Nth play of a period (4.2.3), "up to N" (6.1.g),
    "for every N" (6.5.i), "loses and can't gain" (7.3.21), "the end of the Afternoon"
    (4.2.3.e), a condition of two things at the colon (6.5.d), "X times, where X is the number
    of …" (6.5.i), another amount for a kind of a group "instead" (6.2.b), "If one of them
    is …" after several targets (6.5.b, 6.5.d)."""
    n = draw(st.integers(2, 5))
    name = draw(st.sampled_from(["Sap", "Scrap", "Kelon"]))
    status = draw(st.sampled_from(_STATUSES))
    nth = draw(st.sampled_from(["first", "second"]))
    plural = draw(st.sampled_from(_PLURALS))
    other = draw(st.sampled_from(["", "other "]))
    kind = draw(st.sampled_from(["Tokens", "Plants", "Robots"]))
    many = draw(st.sampled_from(["Two", "Up to two"]))
    return draw(
        st.sampled_from(
            [
                "If you would draw one or more cards, Resupply instead.",
                f'If I have {n} or more {name} counters, I gain "{{T}} : I gain 1 boost."',
                f"When you play a card from Reserve for the {nth} time each Afternoon \u2014 "
                "Draw a card.",
                f"{{J}} Target Character gains up to {['two', 'three'][n % 2]} boosts.",
                f"{{J}} I gain up to two {name} counters.",
                f"{{J}} I gain 1 boost for every {['two', 'three'][n % 2]} cards in your Reserve.",
                "{J} Target Character gains boosts equal to half the number of cards in your "
                "Reserve, rounded down.",
                f"{{J}} Target Character loses and can't gain {status} this turn.",
                f"{{J}} Target Character loses all its boosts and can't gain {status} this turn.",
                f"At the end of the Afternoon \u2014 I gain 1 {name} counter.",
                "{J} If you control a Character and a Boosted Character: Draw a card.",
                "{J} Draw a card for each Expedition you are behind in.",
                "{J} Exhaust up to two target cards you control.",
                f"{{J}} Resupply X times, where X is the number of {plural} you control.",
                f"{{J}} {many} target Characters each gain 1 boost. If one of them is a Robot, it "
                f"gains {n} boosts instead.",
                f"{{J}} Each {other}Character you control gains 1 boost. {kind} gain {n} boosts "
                "instead.",
                f"{{J}} Each Character you control gains 1 {name} counter. {kind} gain {n} {name} "
                "counters instead.",
            ]
        )
    )


@settings(max_examples=120, deadline=None)
@given(st.one_of(players_again(), changes_or(), kinds(), it_runs(), counted(), events_or(), more()))
def test_a_written_ability_reads_back_to_the_same_reading(text: str) -> None:
    _same(text)


@settings(max_examples=40, deadline=None)
@given(together())
def test_targets_together_are_never_dropped(text: str) -> None:
    _same(text, spell=True)


def test_you_and_each_opponent_each_draw_reads_back_the_same() -> None:
    _same("You and each of your opponents each draw a card.", spell=True)


@pytest.mark.parametrize(
    "effect",
    [
        [{"action": "draw", "amount": 2, "players_do": "each_player", "may": True}],
        [{"action": "draw", "amount": 1, "players_do": "target_opponent", "may": True}],
    ],
)
def test_a_draw_players_do_with_no_words_is_unwritable(effect: list[dict[str, Any]]) -> None:
    """ "Each player may draw two cards" is the players' draw (``subject``), not each of them
    drawing as their own (1.4.7.b): never written so — refused, with the reason."""
    with pytest.raises(Unwritable, match="does as their own"):
        write_effect(effect)
