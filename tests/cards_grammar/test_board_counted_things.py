"""The game's countable things and less-used objects in every slot (issue 30, gram53):
counters as an amount in a statistics passive (2.3.1.a, 2.5.c), read by the grammar alone
and played on a board."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder
from engine.builder import find
from engine.reading.passives import statistics
from engine.state import zones as z
from engine.state.enums import Status, Terrain, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])


def _in_play(text: str, embers: int) -> GameState:
    """p1's "Unique" (``text``, printed 1/1/1) with ``embers`` Ember counters beside Ally (2
    Ember counters, 1 boost); p2's Foe has 5 Ember counters."""
    counters = {"Ember": embers} if embers else None
    b = GameBuilder().in_expedition(
        "p1", "hero", "Unique", counters=counters, **grammar_fields(text)
    )
    b = b.in_expedition("p1", "companion", "Ally", **ALLY, counters={"Ember": 2, BOOST: 1})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": 5})
    return b.build()


def test_2_3_1_a_statistics_for_each_counter_on_me() -> None:
    """ "I have +1/+1/+1 for each Ember counter on me": 1/1/1 printed, +3/+3/+3 for three."""
    text = "I have +1/+1/+1 for each Ember counter on me."
    assert _stats(_in_play(text, 3), "Unique") == (4, 4, 4)
    assert _stats(_in_play(text, 0), "Unique") == (1, 1, 1)


def test_2_5_c_statistics_for_each_counter_on_a_group() -> None:
    """ "+1/+0/+0 for each Ember counter on Characters you control": Unique's 1 and Ally's 2
    (the Foe's 5 are not p1's) — counted as the statistics are looked at (2.2.11.c)."""
    text = "I get +1/+0/+0 for each Ember counter on Characters you control."
    assert _stats(_in_play(text, 1), "Unique") == (4, 1, 1)


def test_2_3_1_b_a_group_gets_statistics_for_each_thing_counted() -> None:
    """ "Characters you control get +0/+1/+0 for each Ember counter on me": the bearer's two
    counters, for each Character p1 controls (2.3.1.b), not the opponent's Foe."""
    text = "Characters you control get +0/+1/+0 for each Ember counter on me."
    state = _in_play(text, 2)
    assert _stats(state, "Ally") == (2, 4, 2)  # printed 1/1/1, 1 boost, +0/+2/+0
    assert _stats(state, "Foe") == (1, 1, 1)


# ----------------------------------------------------------------- the Nth counter (2.5)
_THIRD_EMBER = "When a Character you control gains its third Ember counter — It gains 1 boost."


@pytest.mark.parametrize(
    ("target", "had", "given", "boosted"),
    [
        ("Ally", 2, 1, True),  # 2 -> 3: its third
        ("Ally", 1, 2, True),  # 1 -> 3 in one gain
        ("Ally", 1, 1, False),  # 1 -> 2: its second
        ("Ally", 3, 1, False),  # 3 -> 4: its fourth
        ("Foe", 2, 1, False),  # not a Character p1 controls
    ],
)
def test_2_5_a_character_you_control_gains_its_third_counter(
    target: str, had: int, given: int, boosted: bool
) -> None:
    """ "When a Character you control gains its third Ember counter — It gains 1 boost": the
    gain taking that Character's Ember counters from fewer than 3 to 3 or more (2.5,
    7.3.15.a); "it" is that Character (6.3.i)."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(_THIRD_EMBER))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY, counters={"Ember": had})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": had})
    word = "1 Ember counter" if given == 1 else f"{given} Ember counters"
    b = b.in_hand("p1", "Kit", **grammar_fields(f"{{J}} Target Character gains {word}.", "Kit"))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Kit")
    state, _ = answer_picking(state, entries, (target,))
    got = state.objects[find(state, target)].counters
    assert got.get("Ember", 0) == had + given
    assert got.get(BOOST, 0) == (1 if boosted else 0)


# ----------------------------------------------------------------- Mana Orbs as objects (3.2.9)
def _orbs(state: GameState) -> tuple[int, int]:
    """p1's Mana Orbs: (ready, exhausted)."""
    orbs = [state.objects[o] for o in state.zone(z.personal(ZoneKind.MANA, "p1"))]
    exhausted = sum(Status.EXHAUSTED in o.statuses for o in orbs)
    return len(orbs) - exhausted, exhausted


def _played(text: str, ready: int, exhausted: int, *picks: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_reserve("p1", "Spare", **ALLY)
    b = b.mana("p1", ready, exhausted).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    return answer_picking(state, entries, picks)[0]


def test_3_2_9_c_ready_a_mana_orb_you_control() -> None:
    """ "Ready a Mana Orb you control": one of p1's own Mana Orbs (3.2.9.c), chosen (6.1.g),
    readied (7.3.28.a) — 1 ready and 2 exhausted, 1 paid for Unique, then 1 readied."""
    state = _played("{J} Ready a Mana Orb you control.", 1, 2)
    assert _orbs(state) == (1, 2)


def test_7_3_27_a_return_a_mana_orb_you_control_to_your_hand() -> None:
    """ "You may return a Mana Orb you control to your hand. If you do, put a card from your
    Reserve in your Mana zone as an exhausted Mana Orb": an Orb to p1's hand, Spare from
    the Reserve to the Mana zone, exhausted (3.2.9.b)."""
    text = (
        "{J} You may return a Mana Orb you control to your hand. If you do, put a card from "
        "your Reserve in your Mana zone as an exhausted Mana Orb."
    )
    state = _played(text, 2, 0, "Yes", "yes", "Spare")
    assert any(n.startswith("Mana Orb card") for n in names(state, z.personal(ZoneKind.HAND, "p1")))
    mana = names(state, z.personal(ZoneKind.MANA, "p1"))
    assert "Spare" in mana and len(mana) == 2
    spare = state.objects[find(state, "Spare")]
    assert Status.EXHAUSTED in spare.statuses


# ------------------------------------------------- the discard pile as origin (3.2.3)
def test_3_2_3_return_up_to_two_spells_from_your_discard_pile_to_your_reserve() -> None:
    """ "Return up to two Spells from your discard pile to your Reserve": Spells of p1's own
    discard pile (3.2.3, 3.1.2.c), chosen (6.1.g, 6.5.h), moved (7.3.27.a); the Character
    there is not a Spell and stays."""
    spell = {"hand_cost": 1, "reserve_cost": 1}
    b = GameBuilder().in_hand(
        "p1",
        "Unique",
        **grammar_fields("{H} Return up to two Spells from your discard pile to your Reserve."),
    )
    b = b.in_discard("p1", "Bolt", type="Spell", **spell)
    b = b.in_discard("p1", "Flash", type="Spell", **spell)
    b = b.in_discard("p1", "Dud", **ALLY)
    b = b.in_discard("p2", "Theirs", type="Spell", **spell)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ("Bolt", "Flash"))
    assert sorted(names(state, z.personal(ZoneKind.RESERVE, "p1"))) == ["Bolt", "Flash"]
    assert names(state, z.personal(ZoneKind.DISCARD, "p1")) == ["Dud"]
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Theirs"]


# ------------------------------------------------- counters of a name describing objects (2.5.c)
def _counters_board(text: str) -> GameState:
    """p1 plays "Unique" (``text``) beside Ally (2 Ember counters) and Lamp (none); p2's Foe
    has 1 Ember counter."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Ember": 2})
    b = b.in_expedition("p1", "companion", "Lamp", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": 1})
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    return answer_picking(state, entries, ())[0]


def _boosts(state: GameState) -> dict[str, int]:
    return {
        n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in ("Ally", "Lamp", "Foe")
    }


def test_2_5_c_each_character_with_a_named_counter() -> None:
    """ "Each Character you control with an Ember counter": Ally only (Lamp has none, the
    Foe is not p1's)."""
    state = _counters_board("{J} Each Character you control with an Ember counter gains 1 boost.")
    assert _boosts(state) == {"Ally": 1, "Lamp": 0, "Foe": 0}


def test_2_5_c_each_character_without_named_counters() -> None:
    """ "without Ember counters": Lamp and Unique itself (in play as it resolves), not Ally
    nor the Foe."""
    state = _counters_board("{J} Each Character without Ember counters gains 1 boost.")
    assert _boosts(state) == {"Ally": 0, "Lamp": 1, "Foe": 0}


@pytest.mark.parametrize(
    ("said", "drawn"),
    [
        ("two or more Characters with Ember counters", 0),
        ("a Character with an Ember counter", 1),
        ("a Character with at least 2 Ember counters", 1),
        ("a Character with 3 or more Ember counters", 0),
    ],
)
def test_6_5_d_you_control_characters_with_named_counters(said: str, drawn: int) -> None:
    """Counted (6.5.d): only Ally is p1's with Ember counters (2 of them; the Foe's is not
    p1's)."""
    state = _counters_board(f"{{J}} If you control {said}, draw a card.")
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == drawn


# ------------------------------------------------- a count's cap on a step done X times (6.5.i)
@pytest.mark.parametrize(("most", "returned"), [(2, 2), (5, 3)])
def test_6_5_i_a_step_for_each_up_to_a_max(most: int, returned: int) -> None:
    """ "Return a card from your Reserve to your hand for each Character you control, up to
    a max of N": p1 controls Unique, Ally and Lamp (3); done min(3, N) times."""
    text = (
        "{J} Return a card from your Reserve to your hand for each Character you control, "
        f"up to a max of {most}."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition(
        "p1", "companion", "Lamp", **ALLY
    )
    for name in ("R1", "R2", "R3", "R4"):
        b = b.in_reserve("p1", name, **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == returned


# ------------------------------------------------- a place said of the object "it" (6.3.i)
def test_6_3_i_each_character_in_its_expedition() -> None:
    """ "When a Character joins your Expeditions — Each Character in its Expedition gains 1
    boost": Newbie joins p1's Companion Expedition, so Lamp and Newbie there gain one; Ally
    and Watcher in the Hero Expedition do not (3.2.4.b)."""
    text = (
        "When a Character joins your Expeditions — Each Character in its Expedition gains 1 boost."
    )
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition(
        "p1", "companion", "Lamp", **ALLY
    )
    b = b.in_hand("p1", "Newbie", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Newbie", "companion")
    state, _ = answer_picking(state, entries, ())
    got = {
        n: state.objects[find(state, n)].counters.get(BOOST, 0)
        for n in ("Watcher", "Ally", "Lamp", "Newbie")
    }
    assert got == {"Watcher": 0, "Ally": 0, "Lamp": 1, "Newbie": 1}


def test_6_5_b_target_character_in_its_expedition() -> None:
    """ "… — Target Character in its Expedition gains 1 boost": only a Character in the
    Companion Expedition Newbie joined may be targeted (6.5.b)."""
    text = (
        "When a Character joins your Expeditions — Target Character in its Expedition gains "
        "1 boost."
    )
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition(
        "p1", "companion", "Lamp", **ALLY
    )
    b = b.in_hand("p1", "Newbie", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Newbie", "companion")
    offered = [o.label for o in state.pending.options] if state.pending is not None else []
    assert any("Lamp" in o for o in offered) and not any("Ally" in o for o in offered), offered
    state, _ = answer_picking(state, entries, ("Lamp",))
    assert state.objects[find(state, "Lamp")].counters.get(BOOST, 0) == 1


# ------------------------------------------------- a Hand Cost maximum counted (2.2.7, 6.5.i)
def test_6_5_i_hand_cost_x_or_less_where_x_is_counted_plus_n() -> None:
    """ "Send target Character with Hand Cost X or less to Reserve, where X is the number of
    Spells in your Reserve plus 1": one Spell in p1's Reserve, so X is 2 — Small (2) may be
    targeted, Big (3) may not (6.5.b)."""
    text = (
        "Send target Character with Hand Cost X or less to Reserve, where X is the number of "
        "Spells in your Reserve plus 1."
    )
    b = GameBuilder().in_hand("p1", "Kit", **grammar_fields(text, "Kit", type="Spell"))
    b = b.in_reserve("p1", "Old", type="Spell", hand_cost=1, reserve_cost=1)
    b = b.in_expedition("p2", "hero", "Small", **{**ALLY, "hand_cost": 2})
    b = b.in_expedition("p2", "companion", "Big", **{**ALLY, "hand_cost": 3})
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Kit", "spell")
    offered = [o.label for o in state.pending.options] if state.pending is not None else []
    assert any("Small" in o for o in offered) and not any("Big" in o for o in offered), offered
    state, _ = answer_picking(state, entries, ("Small",))
    assert "Small" in names(state, z.personal(ZoneKind.RESERVE, "p2"))


# ------------------------------------------------- a count's cap said in parentheses (6.5.i)
def test_6_5_i_a_cap_in_parentheses_is_no_reminder() -> None:
    """ "I gain 1 Ember counter (max. 3)": the parenthesis caps the count — kept, not dropped
    as reminder text (the gain would run uncapped); read with its cap since gg (session 33):
    ", up to a max of 3", at most 3 Ember counters on me (cap_words.py)."""
    from scenarios.cards.grammar.reader import read_ability
    from scenarios.cards.printed import PrintedCard, read_printed
    from scenarios.cards.printed.text import without_reminders

    text = "When you play a Spell — I gain 1 Ember counter (max. 3)."
    assert without_reminders(text) == text
    card = PrintedCard(
        "Probe",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    assert read_printed(card).executable
    [step] = read_ability(text)["reaction"]["effect"]
    assert (step["action"], step["counter"], step["max_total"]) == ("gain_counters", "Ember", 3)


@pytest.mark.parametrize(
    "watcher",
    [
        "When a Character you control with an Ember counter leaves the Expedition zone — "
        "I gain 1 boost.",
        "When a Character with an Ember counter leaves play — I gain 1 boost.",
    ],
)
@pytest.mark.parametrize(("had", "boosted"), [(2, 1), (0, 0)])
def test_2_5_j_a_leaving_object_is_described_by_the_counters_it_had(
    watcher: str, had: int, boosted: int
) -> None:
    """The object leaving is looked at as it was before it left (6.3.j): its Ember counters
    are gone once it left play (2.5.j), yet "with an Ember counter" is what it had."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher))
    counters = {"Ember": had} if had else None
    b = b.in_expedition("p1", "companion", "Ally", **ALLY, counters=counters)
    send = grammar_fields("Send target Character to Reserve.", "Kit", type="Spell")
    b = b.in_hand("p1", "Kit", **send).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Kit", "spell")
    state, _ = answer_picking(state, entries, ("Ally",))
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosted
