"""Citation kinds (issue 31, blind batch 38): each kind of reasoning said with its rule wherever it
applies — an Emblem-Ongoing's end (2.2.15.c, never a Reaction's 5.4.d), a Spell's "my" and
"me" read on the Spell in Limbo (7.2.1.b), a trigger naming where a card comes from that does
not activate for a card from elsewhere (6.3.b), a card that is not "the next Permanent"
(2.2.1.b) — and every answer the app lists for a decision accepted as an answer."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.state.actions import ActionKind
from scenarios.scenario.judge_words import option_words
from scenarios.scenario.run_result import RunResult, keyword_action_rules
from scenarios.scenario.script_words import option_named
from tests.scenario_text import engine_line, run_text

# --- 1. an Emblem-Ongoing ceasing ---------------------------------------------------------

_NEXT = """
title: t
cards:
  - {{name: Tinker, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "The next {noun} you play this {period} costs {{1}} less.", read_text: true}}
  - {{name: Plinth, type: Permanent, zone_type: Landmark, hand_cost: 2, reserve_cost: 2}}
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Tinker, Vanilla 2/2/2, Plinth]
    mana: 2
  p2: {{}}
script:
  - play: {{card: Tinker}}
  - answer: ["p1 orb 1"]
  - pass: p2
  - play: {{card: {first}, to: {first_to}}}
{rest}"""


def _ceasing(result: RunResult) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    return [
        (e.text, e.rules, keyword_action_rules(e))
        for e in result.entries
        if any(ev.kind is ActionKind.CEASE_TO_EXIST for ev in e.events)
    ]


@pytest.mark.parametrize(("noun", "period"), [("Permanent", "Afternoon"), ("card", "Day")])
def test_an_emblem_ongoing_used_up_cites_its_duration_and_the_crs_silence(
    tmp_path: Path, noun: str, period: str
) -> None:
    first = "Plinth" if noun == "Permanent" else "Vanilla 2/2/2"
    to = "landmark" if noun == "Permanent" else "hero"
    result = run_text(
        tmp_path,
        _NEXT.format(noun=noun, period=period, first=first, first_to=to, rest=""),
        gaps=True,
    )
    ceased = _ceasing(result)
    assert len(ceased) == 1, [e.text for e in result.entries]
    text, rules, actions = ceased[0]
    assert text.startswith(f"the Emblem-Ongoing applied to the next {noun} played, {first} (")
    assert "(Emblem-Ongoing of Tinker — the CR does not end it once used: 2.2.15.c ends it " in (
        text
    )
    assert f"this {period}, whether a card was played or not" in text
    assert "2.2.15.c" in rules
    assert "5.4.d" not in (*rules, *actions)  # a Reaction's end, not an Emblem-Ongoing's


def test_an_emblem_ongoing_ending_with_its_duration_cites_no_reactions_rule(
    tmp_path: Path,
) -> None:
    text = _NEXT.format(
        noun="Permanent", period="turn", first="Vanilla 2/2/2", first_to="hero", rest=""
    )
    # Tinker ends p1's turn (4.2.3.e): its "this turn" ends with it, nothing played
    text = text.split("  - pass: p2")[0]
    result = run_text(tmp_path, text, gaps=True)
    ceased = _ceasing(result)
    assert ceased and ceased[0][0].startswith("duration over (Emblem-Ongoing of Tinker"), ceased
    assert "2.2.15.c" in ceased[0][1]
    assert "5.4.d" not in (*ceased[0][1], *ceased[0][2])


def test_a_played_reaction_ceasing_still_cites_5_4_d(tmp_path: Path) -> None:
    board = """
title: t
cards:
  - {name: Greeter, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "{J} I gain 1 boost.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Greeter], mana: 1}
  p2: {}
script:
  - play: {card: Greeter, to: hero}
"""
    result = run_text(tmp_path, board, gaps=True)
    ceased = _ceasing(result)
    assert ceased and all("5.4.d" in rules for _, rules, _ in ceased), ceased


@pytest.mark.parametrize(
    ("noun", "first", "to", "kind"),
    [
        ("Permanent", "Vanilla 2/2/2", "hero", "Character"),
        ("Character", "Plinth", "landmark", "Permanent"),
    ],
)
def test_a_card_not_of_the_next_type_does_not_use_the_emblem_said_where_declared(
    tmp_path: Path, noun: str, first: str, to: str, kind: str
) -> None:
    text = _NEXT.format(noun=noun, period="Afternoon", first=first, first_to=to, rest="")
    result = run_text(tmp_path, text.replace("mana: 2", "mana: 4"), gaps=True)
    line, rules = engine_line(result, f"p1 chooses 2 Mana Orbs to exhaust for {first}")
    assert (
        f"[Emblem-Ongoing of Tinker (“the next {noun} you play”) does not apply: {first} is a "
        f"{kind}, not a {noun} — it stays for the next {noun} until its duration ends]" in line
    ), line
    assert {"2.2.1.b", "2.2.15.c"} <= set(rules)
    assert not _ceasing(result)  # it stays


# --- 2. a Spell's "my" / "me" in Limbo ------------------------------------------------------

_SPELL = """
title: t
cards:
  - {{name: Sapling, type: Spell, hand_cost: 1, reserve_cost: 1, text: "{text}", read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1:
    reserve: [{{card: Sapling, counters: {{Arcane: 2}}}}]
    mana: 1
  p2:
    hero_expedition: [Vanilla 1/1/1, Vanilla 2/2/2]
script:
  - play: {{card: Sapling, from: reserve}}
{rest}"""


def test_x_counted_on_the_spells_own_counters_cites_7_2_1_b(tmp_path: Path) -> None:
    text = "Do the following X+1 times, where X is my number of Arcane counters:  • Draw a card."
    result = run_text(tmp_path, _SPELL.format(text=text, rest=""), gaps=True)
    line, rules = engine_line(result, "Sapling")
    lines = [ln.shown(None) for ln in result.lines if "X = 2" in ln.shown(None)]
    assert lines and "(“my” is the Spell in Limbo that is resolving)" in lines[0], lines
    assert "7.2.1.b" in [r for ln in result.lines if "X = 2" in ln.text for r in ln.rules]
    del line, rules


def test_a_targets_bound_read_on_the_spells_counters_cites_7_2_1_b(tmp_path: Path) -> None:
    text = (
        "Send to Reserve target Character with Hand Cost {X}+{2} or less, where X is my "
        "number of Arcane counters."
    )
    result = run_text(tmp_path, _SPELL.format(text=text, rest=""), gaps=True)
    line, rules = engine_line(result, "p1 chooses a target to send for Sapling")
    assert "X is 2, Sapling's Arcane counters (“my” is the Spell in Limbo that is resolving)" in (
        line
    )
    assert "7.2.1.b" in rules


def test_a_step_acting_on_the_spell_itself_cites_7_2_1_b(tmp_path: Path) -> None:
    text = "Put me in your Mana zone (as an exhausted Mana Orb)."
    result = run_text(tmp_path, _SPELL.format(text=text, rest=""), gaps=True)
    line, rules = engine_line(result, "Sapling is put in p1's Mana zone")
    assert "[“me” is Sapling, the Spell in Limbo that is resolving (7.2.1.b)]" in line, line
    assert "7.2.1.b" in rules


# --- 3. a trigger naming the zone a card comes from -----------------------------------------

_HOLLOW = """
title: t
cards:
  - {name: Hollow, type: Permanent, zone_type: Landmark, hand_cost: 1, reserve_cost: 1,
     text: "When a card goes from your deck or hand to Reserve — I gain 1 boost.",
     read_text: true}
  - {name: Sow, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 1 boost.", read_text: true}
phase: Afternoon
first_player: p1
players:
  p1:
    landmarks: [Hollow]
    hand: [Sow]
    hero_expedition: [Vanilla 2/2/2]
    mana: 1
  p2: {}
script:
  - play: {card: Sow}
  - answer: [Vanilla 2/2/2]
"""


def test_a_spell_going_to_reserve_from_limbo_is_not_from_your_hand(tmp_path: Path) -> None:
    result = run_text(tmp_path, _HOLLOW, gaps=True)
    line, rules = engine_line(result, "Sow goes to p1's Reserve")
    assert (
        "Hollow's “When a card goes from your deck or hand to Reserve” does not activate: Sow "
        "came to p1's Reserve from Limbo, not from p1's Deck or p1's Hand (6.3.b)" in line
    ), line
    assert "6.3.b" in rules


_WATCHER = """
title: t
cards:
  - {name: Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "When you play a Character from Reserve — I gain 1 boost.",
     read_text: true}
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Vanilla 1/1/1], hero_expedition: [Watcher], mana: 1}
  p2: {}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
"""


def test_a_card_played_from_hand_is_not_played_from_reserve(tmp_path: Path) -> None:
    result = run_text(tmp_path, _WATCHER, gaps=True)
    line, rules = engine_line(result, "Vanilla 1/1/1 enters p1's hero Expedition")
    assert (
        "[Watcher's “When you play a Character from Reserve” does not activate: Vanilla 1/1/1 "
        "was played from Hand, not from Reserve (6.3.b, 5.1.2.d)]" in line
    ), line
    assert {"6.3.b", "5.1.2.d"} <= set(rules)


# --- 5. every listed answer is an answer ----------------------------------------------------

_BOARDS = {
    "pay mana": """
title: t
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Vanilla 2/2/2], mana: 4}
  p2: {}
script:
  - play: {card: Vanilla 2/2/2, to: hero}
""",
    "turn": """
title: t
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Vanilla 1/1/1], mana: 1}
  p2: {}
script: []
""",
    "target": _HOLLOW.split("  - answer")[0],
    # blind batch 38, 10: "Mana Orb card 1 in p1's Mana zone" was listed, then refused
    "ready Mana Orbs": """
title: t
cards:
  - {name: Refresh, type: Spell, hand_cost: 1, reserve_cost: 1, text: "Ready two Mana Orbs.",
     read_text: true}
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Refresh], mana: 3}
  p2: {}
script:
  - play: {card: Refresh}
  - answer: ["p1 orb 1"]
""",
}


@pytest.mark.parametrize("kind", sorted(_BOARDS))
def test_every_answer_the_app_lists_names_its_option(tmp_path: Path, kind: str) -> None:
    result = run_text(tmp_path, _BOARDS[kind], gaps=True)
    decision = result.pending
    assert decision is not None and decision.options
    taken: frozenset[str] = frozenset()
    for option in decision.options:
        words = option_words(result.state, option)
        chosen = option_named(result.state, result.refs, decision, words, taken=taken)
        (picked,) = [o for o in decision.options if o.id == chosen]
        assert option_words(result.state, picked) == words, (words, chosen)
        taken |= {chosen}


# --- 4. an order of replacing modifiers nobody is asked -----------------------------------

_JINN = """
title: t
cards:
  - {name: Jinnlet, type: Character, hand_cost: 2, reserve_cost: 3, forest: 0, mountain: 3,
     water: 0, read_text: true,
     text: "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's
       Mana zone instead (as an exhausted Mana Orb)."}
day: 1
phase: Night
first_player: p1
players:
  p1:
    hero_expedition: [{card: Jinnlet, boosts: 1, statuses: [Fleeting]}]
    mana: 2
  p2: {}
script:
  - until: Morning
"""


def test_an_unasked_modifier_order_says_the_other_order_ends_the_same(tmp_path: Path) -> None:
    """6.2.h gives the order to p1; both orders end with a Mana Orb (Fleeting's first: the
    discard is still a leaving, 6.2.i; Jinnlet's first: nothing goes to Reserve): the line
    says who would choose and what the other order does."""
    result = run_text(tmp_path, _JINN, gaps=True)
    line, rules = engine_line(result, "Rest: Jinnlet is sent to p1's Mana zone")
    assert "so p1 is not asked — rule 2.4.7.d is applied first (6.2.h); Jinnlet applied first " in (
        line
    ), line
    assert "instead would end the same, the other checked again on the modified step (6.2.i)" in (
        line
    )
    assert {"6.2.h", "6.2.i"} <= set(rules)
