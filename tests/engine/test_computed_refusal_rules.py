"""Every refusal site of ``engine/`` whose rule is computed at run time, reached and its rule
asserted (issue 31).

``benchmarks/refusal_kinds_audit.py`` reads each ``IllegalAction(message, rule, also)`` from
the code; where the rule or the rules beside it are computed (the target's own reason, the
decision's rule, the impossible action's, an idle exception's), the code alone cannot say
which rule is cited. Here each such site is reached on a small board and the rule it cites
asserted; :func:`test_every_computed_site_is_reached` reads the sites from the audit itself,
so a new computed site with no case here fails.
"""

from __future__ import annotations

import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    GameState,
    IllegalAction,
    QuickCost,
    Status,
    Step,
    Subject,
    answer,
    find,
    play_card,
    play_quick_action,
    request,
)
from scenarios.scenario.build import build_state
from scenarios.scenario.load import load_scenario

from .helpers import until_decision

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from refusal_kinds_audit import enumerate_kinds

ENGINE = Path(__file__).resolve().parents[2] / "engine"
EXAMPLES = Path(__file__).resolve().parents[2] / "scenarios" / "examples"


def _site(exc: IllegalAction) -> str:
    """ "engine.play.legality:check_play (116)": the function of ``engine/`` and the line
    where ``exc`` was raised, as the audit names a site."""
    frames = [
        f for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith(str(ENGINE))
    ]
    last = frames[-1]
    module = Path(last.filename).relative_to(ENGINE.parent).with_suffix("").as_posix()
    return f"{module.replace('/', '.')}:{last.name} ({last.lineno})"


def _afternoon(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _target_decision() -> GameState:
    """p1 plays "Zap" (exhaust target Character): its target asked, a card in Reserve by."""
    zap = EffectStep(ActionKind.EXHAUST, Subject.TARGET_CHARACTER)
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Here")
        .in_expedition("p2", "hero", "There")
        .in_reserve("p2", "Away")
        .in_hand("p1", "Zap", type=CardType.SPELL, hand_cost=0, effect=(zap,))
    )
    state = _afternoon(b)
    state, _ = play_card(state, "p1", find(state, "Zap"), "spell")
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == "target"
    return state


def _illegal_target() -> None:
    state = _target_decision()
    assert state.pending is not None
    answer(state, state.pending.id, find(state, "Away"))


def _two_targets_for_one() -> None:
    state = _target_decision()
    assert state.pending is not None
    answer(state, state.pending.id, (find(state, "Here"), find(state, "There")))


def _no_destination() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Mover").build()
    request(state, Step(ActionKind.PUT, objects=(find(state, "Mover"),)))


def _impossible_request() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
    built = state.build()
    request(built, Step(ActionKind.EXHAUST, objects=(find(built, "Tired"),)))


def _scout_without_scout() -> None:
    state = _afternoon(GameBuilder().in_hand("p1", "Plain", hand_cost=0))
    play_card(state, "p1", find(state, "Plain"), "hero", scout=True)


def _exhausted_in_reserve() -> None:
    b = GameBuilder().in_reserve("p1", "Tired", reserve_cost=0, statuses=(Status.EXHAUSTED,))
    state = _afternoon(b)
    play_card(state, "p1", find(state, "Tired"), "hero")


def _spell_into_an_expedition() -> None:
    b = GameBuilder().in_hand("p1", "Zap", type=CardType.SPELL, hand_cost=0)
    state = _afternoon(b)
    play_card(state, "p1", find(state, "Zap"), "hero")


def _mana_short() -> None:
    b = GameBuilder().in_hand("p1", "Dear", hand_cost=3).mana("p1", 1)
    state = _afternoon(b)
    play_card(state, "p1", find(state, "Dear"), "hero")


def _orbs_cant_be_exhausted() -> None:
    """The board of the example of 1.4.1.b: p2's "Mana Orbs can't be exhausted." (read
    from its card text), p1 plays a card costing 1 with two ready Mana Orbs."""
    scenario = load_scenario(
        EXAMPLES / "1_4_1_b_derived_mana_orbs_that_cant_be_exhausted_pay_nothing.yaml"
    )
    state, _ = until_decision(build_state(scenario)[0])
    play_card(state, "p1", find(state, "Vanilla 1/1/1"), "hero")


_SILENCED = """
title: an opponent's "Your opponents can't play Spells."
cards:
  - {name: Silencer, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, text: "Your opponents can't play Spells.", read_text: true}
  - {name: Tonic, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Target Character gains 2 boosts.", read_text: true}
phase: Afternoon
first_player: p2
players:
  p1:
    hero_expedition: [Silencer]
  p2:
    hand: [Tonic]
    hero_expedition: [Vanilla 2/2/2]
    mana: 1
"""


def _opponents_cant_play() -> None:
    """p1's Silencer forbids its opponents' Spells (1.4.1.a); its "you" is p1 (7.2.3.a)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "silenced.yaml"
        path.write_text(_SILENCED, encoding="utf-8")
        scenario = load_scenario(path)
    state, _ = until_decision(build_state(scenario)[0])
    play_card(state, "p2", find(state, "Tonic"), "spell")


_DRAW = (EffectStep(ActionKind.DRAW, Subject.CONTROLLER),)


def _quick(cost: QuickCost, support: bool = False) -> tuple[Ability, ...]:
    text = "{D}: Draw a card." if support else "{T}: Draw a card."
    return (Ability(AbilityKind.QUICK_ACTION, text, cost=cost, effect=_DRAW, support=support),)


def _support_exhausted_in_reserve() -> None:
    abilities = _quick(QuickCost(discard_me=True), support=True)
    b = GameBuilder().in_reserve("p1", "Helper", abilities=abilities, statuses=(Status.EXHAUSTED,))
    state = _afternoon(b)
    play_quick_action(state, "p1", find(state, "Helper"), 0)


def _support_in_play() -> None:
    abilities = _quick(QuickCost(discard_me=True), support=True)
    state = _afternoon(GameBuilder().in_expedition("p1", "hero", "Helper", abilities=abilities))
    play_quick_action(state, "p1", find(state, "Helper"), 0)


def _exhaust_me_exhausted() -> None:
    abilities = _quick(QuickCost(exhaust_me=True))
    b = GameBuilder().in_expedition(
        "p1", "hero", "Tired", abilities=abilities, statuses=(Status.EXHAUSTED,)
    )
    state = _afternoon(b)
    play_quick_action(state, "p1", find(state, "Tired"), 0)


def _quick_mana_short() -> None:
    abilities = _quick(QuickCost(mana=3))
    b = GameBuilder().in_expedition("p1", "hero", "Dear", abilities=abilities).mana("p1", 1)
    state = _afternoon(b)
    play_quick_action(state, "p1", find(state, "Dear"), 0)


CASES: dict[str, tuple[Callable[[], None], str, tuple[str, ...]]] = {
    # site function: (how it is reached, the rule cited as deciding, rules beside it)
    "core:answer/target": (_illegal_target, "2.2.1.h", ("6.5.b",)),
    "core:answer/count": (_two_targets_for_one, "6.5.b", ()),
    "core:request": (_no_destination, "7.3.27.a", ()),
    "pipeline.resolve:_possible": (_impossible_request, "7.3.16.b", ()),
    "play.legality:check_play/scout": (_scout_without_scout, "7.4.5.c", ()),
    "play.legality:check_play/exhausted": (_exhausted_in_reserve, "2.4.6.c", ()),
    "play.legality:check_play/place": (_spell_into_an_expedition, "5.2.4.b", ()),
    "play.legality:check_play/orbs": (_orbs_cant_be_exhausted, "6.4.c", ()),
    "play.legality:check_play/mana": (_mana_short, "6.4.c", ()),
    "play.legality:check_play/opponent_forbids": (_opponents_cant_play, "1.4.1.a", ("7.2.3.a",)),
    "play.quick_legality:check_quick/support_exhausted": (
        _support_exhausted_in_reserve,
        "2.2.12.j",
        ("2.4.6.e",),
    ),
    "play.quick_legality:check_quick/support_in_play": (_support_in_play, "2.2.12.i", ()),
    "play.quick_legality:check_quick/exhausted": (_exhaust_me_exhausted, "2.4.6.a", ()),
    "play.quick_legality:check_quick/mana": (_quick_mana_short, "6.4.c", ()),
}


def _refusal(case: str) -> IllegalAction:
    reach, _, _ = CASES[case]
    with pytest.raises(IllegalAction) as refused:
        reach()
    return refused.value


@pytest.mark.parametrize("case", sorted(CASES))
def test_computed_site_cites_its_rule(case: str) -> None:
    exc = _refusal(case)
    _, rule, beside = CASES[case]
    assert exc.rule == rule, (case, exc.rule, exc.also, str(exc))
    assert set(beside) <= set(exc.also), (case, exc.also)
    assert _site(exc).startswith("engine." + case.split("/")[0]), (case, _site(exc))


def test_every_computed_site_is_reached() -> None:
    _, computed = enumerate_kinds()
    reached = {_site(_refusal(case)) for case in CASES}
    assert set(computed) <= reached, sorted(set(computed) - reached)
