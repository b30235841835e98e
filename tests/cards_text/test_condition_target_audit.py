"""A precision audit of conditions that name a target (issue 30, precision first).

Every condition kind the card grammar reads that can name a target — "you have / control
fewer / more [X] than target opponent" (``lead_cond``), "target opponent has / controls
more / fewer [X] than you" (``lead_theirs_cond``), for each count they compare (cards in
Reserve, cards in hand, Mana Orbs, Characters), and "target opponent has N or more cards in
their [zone] / controls / doesn't control N or more [X]" (``target_opponent_cond``, gram88) —
is composed with every form a condition takes on a step ("If [c], [s].", a Unique's
"If [c]: [s].", "Unless [c]: [s].", "[s] unless [c].", "If [c]: [s], otherwise [t].") and
with steps of each targeting shape (no target of its own, Sabotage's "up to one target card"
7.3.35.a, "target Character"), then played on a board
where the condition is true and on one where it is false. Each run checks:

* the condition's "target opponent" is asked first, in a decision of its own whose prompt
  says it is the player the condition is about, with exactly one player to choose — never
  "none" (6.5.b) —, and the step's own target prompt does not speak of it;
* the outcome is the one the text says for that branch (6.5.d, "unless" 6.5.d, "otherwise"
  6.5.e).

And the class is closed: every condition alternative of ``altered.lark`` that can say
"target" must be one this audit composes, so a new one cannot be added unaudited; the forms
the engine cannot play exactly are refused with a reason that names the words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, not_executed, play, read

_LARK = Path(__file__).resolve().parents[2] / "scenarios/cards/grammar/altered.lark"


@dataclass(frozen=True)
class Compared:
    """What a condition compares: its words for each side and the board part it counts."""

    mine: str  # "you have fewer cards in Reserve than target opponent" minus the direction
    noun: str  # reserve | hand | mana | characters
    rule: str  # the grammar rule that reads it


def _conditions() -> list[tuple[str, str, bool, str]]:
    """(words, counted noun, true when the opponent has more, grammar rule)."""
    out: list[tuple[str, str, bool, str]] = []
    for noun, yours, theirs in (
        ("reserve", "have {d} cards in Reserve", "has {d} cards in Reserve"),
        ("hand", "have {d} cards in hand", "has {d} cards in hand"),
        ("mana", "have {d} Mana Orbs", "has {d} Mana Orbs"),
        ("characters", "control {d} Characters", "controls {d} Characters"),
    ):
        for d in ("fewer", "more"):
            out.append(
                (f"you {yours.format(d=d)} than target opponent", noun, d == "fewer", "lead_cond")
            )
            out.append(
                (
                    f"target opponent {theirs.format(d=d)} than you",
                    noun,
                    d == "more",
                    "lead_theirs_cond",
                )
            )
    # gram88: the players' composed predicates said of target opponent (``target_opponent_cond``)
    for words, noun, more in (
        ("target opponent has 3 or more cards in their Reserve", "reserve", True),
        ("target opponent has 3 or more cards in their hand", "hand", True),
        # gram102: the zone said without "their", as after "an opponent" (3.2)
        ("target opponent has 3 or more cards in Reserve", "reserve", True),
        ("target opponent controls 3 or more Characters", "characters", True),
        ("target opponent doesn't control 3 or more Characters", "characters", False),
    ):
        out.append((words, noun, more, "target_opponent_cond"))
    return out


CONDITIONS = _conditions()
STEPS = {
    "draw": "draw a card",
    "sabotage": "[Sabotage]",
    "boost": "target Character gains 1 boost",
}
FORMS = {
    "if_comma": "{J} If {c}, {s}.",
    "if_colon": "{J} If {c}: {s}.",
    "unless_colon": "{J} Unless {c}: {s}.",
    "unless_after": "{J} {S} unless {c}.",
    "otherwise": "{J} If {c}: {s}, otherwise I gain 1 boost.",
}
_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _text(form: str, condition: str, step: str) -> str:
    s = STEPS[step]
    words = FORMS[form].replace("{J}", "{{J}}")
    return words.format(c=condition, s=s, S=s[0].upper() + s[1:])


def _board(text: str, noun: str, opponent_more: bool) -> GameBuilder:
    """Probe in p1's Hand; p2 has a Reserve card (Theirs) and a Character (Foe); the
    compared count is 5 higher on one side — far beyond what Probe itself or those add."""
    b = GameBuilder().in_hand("p1", "Probe", **fields(executed(read(text, name="Probe"))))
    b = b.in_reserve("p2", "Theirs", **_STATS).in_expedition("p2", "hero", "Foe", **_STATS)
    side = "p2" if opponent_more else "p1"
    for i in range(5):
        if noun == "reserve":
            b = b.in_reserve(side, f"Extra {i}", **_STATS)
        elif noun == "hand":
            b = b.in_hand(side, f"Extra {i}", **_STATS)
        elif noun == "characters":
            b = b.in_expedition(side, "companion", f"Extra {i}", **_STATS)
    mana = {"p1": 1, "p2": 0}
    if noun == "mana":
        mana[side] += 5
    b = b.mana("p1", mana["p1"])
    if mana["p2"]:
        b = b.mana("p2", mana["p2"])
    return b.deck_of("p1", 3)


def _play(text: str, noun: str, opponent_more: bool, words: str) -> GameState:
    """Play Probe and answer its decisions, checking each target decision (see the doc)."""
    state, _ = play(_board(text, noun, opponent_more), "Probe")
    asked = 0
    while state.pending is not None and state.pending.kind == DecisionKind.TARGET:
        d = state.pending
        ids = d.option_ids()
        if asked == 0:
            # the condition's target first, exactly one, its prompt naming what it is for
            assert ids == ("p2",), (text, d.prompt)
            assert (d.min_choices, d.max_choices) == (1, 1), (text, d.prompt)
            assert "target opponent" in d.prompt and words.lower() in d.prompt, d.prompt
            assert {"6.5.b", "6.5.d"} <= set(d.rules)
            pick: tuple[str, ...] = ("p2",)
        else:
            assert "p2" not in ids and "target opponent" not in d.prompt, (text, d.prompt)
            wanted = "Theirs" if "Theirs" in [state.name(o) for o in ids] else "Foe"
            pick = (find(state, wanted),)
        asked += 1
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    assert asked >= 1, f"{text}: the condition's target was never asked"
    return state


def _case_ids() -> list[tuple[str, str, str, bool, str]]:
    cases = []
    for words, noun, more, _ in CONDITIONS:
        for form in FORMS:
            for step in STEPS:
                if " their " in words and form == "unless_after" and step == "boost":
                    # "Target Character gains 1 boost unless … in their Reserve": whose
                    # "their" is after a step on a Character is not read (refused, as for
                    # "an opponent has … in their Reserve"): see the test below
                    continue
                cases.append((words, noun, form, more, step))
    return cases


@pytest.mark.parametrize(("words", "noun", "form", "more", "step"), _case_ids())
@pytest.mark.parametrize("opponent_more", [True, False], ids=["opponent-more", "opponent-less"])
def test_both_branches_of_a_condition_naming_target_opponent(
    words: str, noun: str, form: str, more: bool, step: str, opponent_more: bool
) -> None:
    text = _text(form, words, step)
    state = _play(text, noun, opponent_more, words)
    holds = opponent_more == more
    happens = (not holds) if form.startswith("unless") else holds
    hand = len([o for o in state.zone("hand:p1") if not state.name(o).startswith("Extra")])
    discarded = [state.name(o) for o in state.zone("discard:p2")]
    foe = state.objects[find(state, "Foe")].counters.get("boost", 0)
    me = state.objects[find(state, "Probe")].counters.get("boost", 0)
    assert hand == (1 if happens and step == "draw" else 0), text
    assert discarded == (["Theirs"] if happens and step == "sabotage" else []), text
    assert foe == (1 if happens and step == "boost" else 0), text
    assert me == (1 if form == "otherwise" and not holds else 0), text


@pytest.mark.parametrize(
    "text",
    [
        # the step targets a player too: one player or two is not said (6.5.b)
        "{J} If target opponent has more cards in Reserve than you: target opponent discards "
        "a card from their hand.",
        "{J} If target opponent has more cards in Reserve than you: target opponent sabotages.",
        "{J} If you have fewer Mana Orbs than target opponent, target opponent draws a card.",
    ],
)
def test_a_step_targeting_a_player_beside_the_condition_is_refused_naming_the_words(
    text: str,
) -> None:
    reason = not_executed(read(text))
    assert "target opponent" in reason and "6.5.b" in reason, reason


@pytest.mark.parametrize(
    "text",
    [
        "When I leave the Expedition zone, if target opponent has more cards in Reserve than "
        "you — draw a card.",
        "At Noon, if you have fewer cards in hand than target opponent — draw a card.",
        "If you have more cards in Reserve than target opponent, I am [Defender].",
    ],
)
def test_a_trigger_or_passive_condition_naming_a_target_is_refused_naming_the_words(
    text: str,
) -> None:
    reason = not_executed(read(text))
    assert "target opponent" in reason and "6.5.b" in reason, reason


@pytest.mark.parametrize(
    "text",
    [
        "{J} If target Character is exhausted: draw a card.",
        "{J} If target player controls two or more Characters: draw a card.",  # may be you
        "{J} Target Character gains 1 boost unless target opponent has 3 or more cards in "
        "their Reserve.",  # whose "their" is after a step on a Character: not read
        "{J} If there are two or more cards in target player's Reserve: draw a card.",
    ],
)
def test_other_conditions_naming_a_target_are_refused_naming_the_words(text: str) -> None:
    reason = not_executed(read(text))
    assert "target" in reason, reason


def _condition_rules_saying_target() -> set[str]:
    """The grammar rules of ``condition`` alternatives that can say "target": literally or
    through a helper rule (``_name``) that does."""
    text = _LARK.read_text(encoding="utf-8")
    head = re.compile(r"^(?:%extend\s+)?\??([a-z_0-9]+)(?:\.\d+)?\s*:(.*)$")
    bodies: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        m = head.match(line)
        if m:
            current = m[1]
            bodies.setdefault(current, []).append(m[2])
        elif line.strip().startswith("|") and current:
            bodies[current].append(line)
        elif not line.strip() or line.startswith("//"):
            continue
        else:
            current = ""
    helpers = {n for n, alts in bodies.items() if n.startswith("_") and '"target"' in str(alts)}
    found: set[str] = set()
    for alt in bodies.get("condition", []):
        says = '"target"' in alt or any(re.search(rf"\b{h}\b", alt) for h in helpers)
        alias = re.search(r"->\s*([a-z_0-9]+)", alt)
        if says and alias:
            found.add(alias[1])
    return found


VERB_TARGET = {"they_target_played": "Spells you play cost {1} less if they target a Character."}
"""Conditions saying "target" as a verb, not a target chosen (gram101: "… if they target a
Character", 6.5.b) — refused by name, never read (review29: the audit missed the rule after
the merge)."""


QUALIFIED_TARGET = {
    "there_are_placed_cond": "{J} If there is a Character with more boosts than target Character"
    " or a token in my Expedition: draw a card."
}
"""Conditions that can say "target" only inside an object's qualifier (ia40: "If there is a
[X] … or a [Y] in my Expedition", the qualifier any object description takes) — no target
is chosen for a condition there (6.5.b): refused naming the words, never read."""


def test_every_condition_of_the_grammar_that_can_say_target_is_audited() -> None:
    audited = {rule for _, _, _, rule in CONDITIONS}
    unread = set(VERB_TARGET) | set(QUALIFIED_TARGET)
    assert _condition_rules_saying_target() - unread == audited


@pytest.mark.parametrize("text", sorted(QUALIFIED_TARGET.values()))
def test_6_5_b_a_target_inside_a_conditions_object_is_refused_naming_the_words(text: str) -> None:
    reason = not_executed(read(text))
    assert "target character" in reason, reason


@pytest.mark.parametrize("text", sorted(VERB_TARGET.values()))
def test_1_2_6_c_they_target_is_refused_naming_the_words(text: str) -> None:
    reason = not_executed(read(text))
    assert "target" in reason, reason
