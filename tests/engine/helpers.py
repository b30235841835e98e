"""Small helpers shared by the engine tests."""

from __future__ import annotations

from collections.abc import Iterator

from engine import (
    Ability,
    AbilityKind,
    CardDef,
    CardType,
    Decision,
    DecisionKind,
    EffectStep,
    GameBuilder,
    GameState,
    Grant,
    GrantScope,
    Keyword,
    PermanentZone,
    Step,
    TraceEntry,
    TriggerKind,
    answer,
    find,
    play_card,
    run_until_decision,
    step,
)
from engine.invariants import violations
from engine.why.trace import named_rules, named_text


def plain_decks(n: int = 20) -> dict[str, list[CardDef]]:
    """Decks of ``n`` plain Characters (costs 1/1, statistics 1/1/1) for players p1 and p2,
    for a game whose cards do not matter (the day's structure, the set-up)."""
    return {
        player: [
            CardDef(
                f"{player}-{i}",
                player,
                f"{player} card {i}",
                CardType.CHARACTER,
                hand_cost=1,
                reserve_cost=1,
                forest=1,
                mountain=1,
                water=1,
            )
            for i in range(n)
        ]
        for player in ("p1", "p2")
    }


def until_decision(state: GameState) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Run to the next decision and check invariants on the way."""
    state, entries = run_until_decision(state)
    assert violations(state) == []
    return state, entries


def pending(state: GameState) -> Decision:
    """The pending decision (asserting there is one)."""
    assert state.pending is not None
    return state.pending


def choose(state: GameState, *option_ids: str) -> GameState:
    """Answer the pending decision, then run to the next one."""
    state, _ = answer(state, pending(state).id, option_ids)
    state, _ = until_decision(state)
    return state


def pay_mana_asked(state: GameState) -> GameState:
    """Answer each Mana payment asked (5.1.2.h: the first Mana Orbs offered), running to the
    next decision after each — a board test's way past the cost of the card it plays."""
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    return state


def spell(*effect: EffectStep, cost: int = 0) -> dict[str, object]:
    """A Spell's fields for :meth:`GameBuilder.in_hand`: its effect and its Hand cost."""
    return {"type": CardType.SPELL, "hand_cost": cost, "effect": effect}


def enters(*effect: EffectStep) -> tuple[Ability, ...]:
    """A Reaction "When I enter play — [effect]" (6.3.f), as a card's abilities."""
    return (Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=effect),)


def with_energy_bars(b: GameBuilder, which: str = "hero") -> GameBuilder:
    """Eat Me Energy Bars in p1's ``which`` Expedition: an Expedition Permanent "If there is
    only one Character in my Expedition, it is Gigantic." (2.3.1.a, 7.4.4)."""
    bars = Grant(GrantScope.ONLY_CHARACTER_IN_MY_EXPEDITION, keyword=Keyword.GIGANTIC)
    return b.in_expedition(
        "p1",
        which,
        "Bars",
        type=CardType.PERMANENT,
        permanent_zone=PermanentZone.EXPEDITION,
        abilities=(Ability(AbilityKind.PASSIVE, grant=bars),),
    )


def cast(b: GameBuilder, name: str, dest: str = "spell") -> GameState:
    """The game ``b`` builds, on p1's Afternoon: p1 plays ``name`` from Hand (to ``dest``),
    then it runs to the next decision."""
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, name), dest)
    state, _ = until_decision(state)
    return state


def texts(entries: tuple[TraceEntry, ...]) -> list[str]:
    """The texts of trace entries as the judge reads them: every card named, those in
    hidden zones too (``TraceEntry.text`` is the line told to the table, 3.1.3.f)."""
    return [named_text(e.text, e.unnamed) for e in entries]


def rules_of(entries: tuple[TraceEntry, ...]) -> set[str]:
    """Every rule id cited by trace entries, as the judge reads them (a note about a hidden
    card cites its rule only where the card is named, 3.1.3.f)."""
    return {r for e in entries for r in named_rules(e.rules, e.unnamed)}


def a_step(kind: object, **kw: object) -> Step:
    """A Step with keyword arguments (typed loosely for brevity in tests)."""
    return Step(kind, **kw)  # type: ignore[arg-type]


def random_play(
    state: GameState, picks: list[int], steps: int
) -> Iterator[tuple[GameState, TraceEntry]]:
    """Play ``steps`` engine steps, answering each decision with a legal choice taken
    from ``picks`` (hypothesis draws them); yields every state reached and its entry."""
    for i in range(steps):
        if state.game_over:
            return
        if state.pending is not None:
            d = state.pending
            ids = d.option_ids()
            pick = picks[i % len(picks)]
            count = d.min_choices + pick % (d.max_choices - d.min_choices + 1)
            start = pick % len(ids)
            state, entry = answer(state, d.id, tuple((ids[start:] + ids[:start])[:count]))
        else:
            state, entry = step(state)
        yield state, entry
