"""Boards of gram93's readings (issue 30): a delayed effect with a condition fires once at its
moment on the object the step before acted on (2.2.2.m, 6.3.i, 6.5.d) — or finds it gone, a
new object since it left play (1.4.4.a, 2.1.d) — and the next card played costs less for the
Day, the Emblem ceasing to exist as that Day ends (2.2.15.a, 2.2.15.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, read
from ..engine.helpers import until_decision
from .sentences_durations_delays_rules import AT_NIGHT_STILL, NEXT_THIS_DAY, NO_LONGER

EXIT = "Sacrifice target Character."


def _spell(text: str) -> dict[str, object]:
    return fields(executed(read(text, type="Spell")))


def _board(text: str, *, boosts: int = 1) -> GameBuilder:
    return (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Doubling", **_spell(text))
        .in_hand("p1", "Exit", **_spell(EXIT))
        .mana("p1", 4)
        .add("p1", "expedition:p1:hero", "Runner", counters={BOOST: boosts})
        .at_afternoon()
    )


def _answer(state: GameState, *ids: str) -> tuple[GameState, list[TraceEntry]]:
    d = state.pending
    assert d is not None
    state, said = answer(state, d.id, list(ids))
    state, more = until_decision(state)
    return state, [said, *more]


def _cast(
    state: GameState, name: str, target: str, dest: str = "spell"
) -> tuple[GameState, list[TraceEntry]]:
    """p1 plays the Spell ``name`` (its turn, the opponent's passed first), pays, and
    targets ``target``."""
    d = state.pending
    if d is not None and d.kind == "turn" and d.player == "p2":
        state, _ = _answer(state, "pass")
    state, first = play_card(state, "p1", find(state, name), dest)
    state, entries = until_decision(state)
    out = [first, *entries]
    while state.pending is not None and state.pending.kind in ("pay_mana", "target"):
        d = state.pending
        ids = [find(state, target)] if d.kind == "target" else d.option_ids()[: d.min_choices]
        state, more = _answer(state, *ids)
        out += more
    return state, out


def _to_night(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    """Every player passes until the Night's Reactions have resolved (Rest not yet done:
    stops at the first decision after Night begins, or the next Day's first)."""
    out: list[TraceEntry] = []
    for _ in range(12):
        d = state.pending
        assert d is not None
        night = any(e.text.startswith("Day 1: Night begins") for e in out)
        if night:
            break
        ids = d.option_ids()
        state, more = _answer(state, "pass" if "pass" in ids else ids[0])
        out += more
    return state, out


def _to_next_day(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    """Every player passes, each other choice its first options, until Day 2 begins."""
    return _until(state, "Day 2:", 20)


def _emblems(state: GameState) -> int:
    """How many Emblems are in Limbo (lasting effects, 2.3.4)."""
    return sum(1 for o in state.zone("limbo") if state.objects[o].emblem is not None)


def _until(
    state: GameState, said: str, limit: int = 30, *, reached: bool = False
) -> tuple[GameState, list[TraceEntry]]:
    """Every player passes, each other choice its first options, until a line starting with
    ``said`` is in the trace; stops at the next decision after it. ``reached``: the line
    must have been said."""
    out: list[TraceEntry] = []
    for _ in range(limit):
        if any(e.text.startswith(said) for e in out):
            break
        d = state.pending
        assert d is not None
        ids = d.option_ids()
        state, more = _answer(state, *(["pass"] if "pass" in ids else ids[: d.min_choices]))
        out += more
    assert not reached or any(e.text.startswith(said) for e in out), _texts(out)
    return state, out


def _texts(entries: list[TraceEntry]) -> str:
    return "\n".join(e.text for e in entries)


def test_2_2_2_m_at_night_if_it_is_still_in_play_it_loses_all_its_boosts() -> None:
    state, _ = until_decision(_board(AT_NIGHT_STILL).build())
    state, said = _cast(state, "Doubling", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 2  # 7.3.8.a
    assert "Emblem-Ongoing of Doubling is created" in _texts(said)
    state, night = _to_night(state)
    text = _texts(night)
    at_night = text.index("Day 1: Night begins")
    lost = text.index("Runner loses", at_night)  # the delayed step, once, at Night
    assert lost < text.index("Rest", at_night)
    assert text.count("Runner loses") == 1
    # g1: its moment come, the Emblem lasts until the next phase begins (2.2.15.c)
    assert "duration over (Emblem-Ongoing of Doubling, until the next Morning)" in text


def test_1_4_4_a_the_delayed_effect_finds_the_character_gone() -> None:
    """Sacrificed before Night, the Character is a new object in the discard pile: "it" no
    longer names anything in play, the condition does not hold, nothing happens."""
    state, _ = until_decision(_board(AT_NIGHT_STILL).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, said = _cast(state, "Exit", "Runner")
    assert "Runner is sacrificed" in _texts(said)
    state, night = _to_night(state)
    text = _texts(night)
    at_night = text.index("Day 1: Night begins")
    assert "Reaction of Emblem-Ongoing of Doubling" in text[at_night:]
    assert "Runner loses" not in text
    assert "for an object that no longer exists" in text[at_night:]  # said as it fires
    assert "the condition \u201cit's in play\u201d is not met" in text[at_night:]


def test_6_5_d_if_it_is_no_longer_in_play_holds_once_it_has_left() -> None:
    state, _ = until_decision(_board(NO_LONGER).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Exit", "Runner")
    hand = len(state.zone("hand:p1"))
    state, dusk = _to_night(state)
    text = _texts(dusk)
    assert "Reaction of Emblem-Ongoing of Doubling" in text
    at_dusk = text[text.index("Dusk begins") : text.index("Night begins")]
    assert "the condition \u201cunless it's in play\u201d is met" in at_dusk
    assert "a card is drawn in p1's Hand" in at_dusk
    assert len(state.zone("hand:p1")) >= hand + 1


def _orbs_used(state: GameState) -> int:
    return sum(1 for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED))


def test_5_2_d_the_next_permanent_played_this_day_costs_one_less() -> None:
    b = _board(NEXT_THIS_DAY).in_hand(
        "p1", "Statue", **fields(executed(read("", type="Permanent", name="Statue", hand_cost=3)))
    )
    state, _ = until_decision(b.build())
    state, _ = _cast(state, "Doubling", "Runner")
    assert _orbs_used(state) == 1
    state, said = _cast(state, "Statue", "Runner", "landmark")
    assert "(Emblem-Ongoing of Doubling: -1)" in _texts(said)
    assert "it ceases to exist" in _texts(said)  # used up (5.2.d)
    assert "Statue" in [state.name(o) for o in state.zone("landmark:p1")]
    assert _orbs_used(state) == 1 + 2  # 3 - 1 (5.1.2.f)


def test_2_2_15_a_a_restriction_this_day_ends_as_the_day_ends() -> None:
    """ "Target Character can't gain boosts this Day": a boost given that Day is not gained
    (1.4.1.a); the Emblem ceases to exist as the Day ends, and on the next Day it is."""
    b = _board("Target Character can't gain boosts this Day.").in_hand(
        "p1", "Gift", **_spell("Target Character gains 1 boost.")
    )
    state, _ = until_decision(b.build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Gift", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 1  # not gained
    state, night = _to_next_day(state)
    text = _texts(night)
    over = text.index("duration over (Emblem-Ongoing of Doubling, this Day): it ceases to exist")
    assert over < text.index("Day 2: Morning begins")
    assert not any(state.objects[o].emblem for o in state.zone("limbo"))
