"""Issue 31's citation kinds, each over every example and blind file it touches:

* "[X] to [Y]" (and "You may [cost]: [effect]", read as it) has no "if you did": X is the
  cost of Y (the 6.1.d Example "You may pay 1 and put a card … to create …"; 1.2.5.a "in
  order to do something"), paid in full or not at all (6.4.c), declined at will (6.4.b) —
  so no line of such a step cites 6.5.f as deciding — it speaks of "[Do X]; if you did,
  [do Y]" and is named beside the cost rule as only relevant;
  "Sacrifice a Character. If you do, draw two cards." keeps 6.5.f.
* Section 1's summary of conditional steps (1.2.6.e) is named beside every conditional-step
  rule, 6.5.f as 6.5.d (see also, 1.1.1.d).
* "my Expedition" names whose it is (7.2.1.a; 7.2.1.d for an Emblem-Reaction).
* A target "in [terrain]" says the region its Expedition is in (7.5.8.a) and what made it
  that terrain.
* A token created in an Expedition joins it: 7.5.10.b beside the definition 7.5.10.a.
* A Tough grant to "Characters you control" not reaching a card in Reserve: 2.3.1.b.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_ROOT = Path(__file__).resolve().parents[2]
_EXAMPLES = _ROOT / "scenarios" / "examples"
_BLIND = _ROOT / "tests" / "data"


def _run(path: Path) -> RunResult:
    return run_scenario(load_scenario(path))


def _one(folder: str, prefix: str) -> Path:
    (found,) = sorted((_BLIND / folder).glob(f"{prefix}_*.yaml"))
    return found


# "[X] to [Y]" files: a declined cost, a cost of several parts paid, a spent boost paid,
# a cost with nothing to pay it with, a replacing "instead to [Y]"
_TO_FILES = (
    _EXAMPLES / "6_4_b_derived_a_declined_discard_before_to_is_a_declined_cost.yaml",
    _EXAMPLES / "6_4_b_derived_pay_and_put_to_create_is_one_cost_asked_and_declined_whole.yaml",
    _EXAMPLES / "7_3_38_a_derived_dredger_drone_spends_a_boost_it_kept.yaml",
    _EXAMPLES / "4_2_4_i_derived_a_move_forward_replaced_at_progress_fails_to_move_forward.yaml",
    _one("blind_scenarios_10", "11"),
    _one("blind_scenarios_13", "27"),
    _one("blind_scenarios_19", "13"),
)


@pytest.mark.parametrize("path", _TO_FILES, ids=lambda p: p.stem[:50])
def test_a_to_cost_cites_its_cost_rules_not_if_you_did(path: Path) -> None:
    result = _run(path)
    # the cost rule decides; 6.5.f is kept beside it as only relevant (engine/why/deciding)
    assert not any("6.5.f" in line.rules for line in result.lines), path.name
    assert any("6.1.d" in line.rules for line in result.lines), path.name


def test_if_you_do_keeps_6_5_f_and_names_the_summary_beside_it() -> None:
    # Gift of Self: "Sacrifice a Character. If you do, draw two cards." with none
    result = _run(_one("blind_scenarios_32", "16"))
    (line,) = [x for x in result.lines if "what depends on it does not happen" in x.text]
    assert "6.5.f" in line.rules
    assert "1.2.6.e" in line.also  # Section 1's summary, see also (1.1.1.d)
    assert "1.2.6.e" not in line.rules


def test_my_expedition_names_whose_it_is() -> None:
    result = _run(_one("blind_scenarios_33", "14"))
    (line,) = [x for x in result.lines if "Mana Moth is created" in x.text]
    assert "“my Expedition” is Moth Lantern's: p1's hero Expedition" in line.text
    assert {"7.2.1.d", "7.2.1.a"} <= set(line.rules)


def test_a_target_in_a_terrain_says_its_region_and_what_made_it_one() -> None:
    result = _run(_one("blind_scenarios_37", "09"))
    (line,) = [x for x in result.lines if x.text.startswith("p1 targets Vanilla 2/2/2")]
    assert "p2's hero Expedition is in region 1, a Forest by Persephone" in line.text
    assert {"7.5.8.a", "7.5.8.c", "7.5.8.b"} <= set(line.rules)


def test_a_created_token_joining_cites_what_joining_is() -> None:
    result = _run(_one("blind_scenarios_34", "09"))
    joins = [x for x in result.lines if "7.5.10.b" in x.rules]
    assert joins
    assert all("7.5.10.a" in set(x.rules) | set(x.also) for x in joins)


def test_a_tough_grant_not_reaching_reserve_cites_passives_only_in_play() -> None:
    result = _run(_one("blind_scenarios_36", "08"))
    (line,) = [x for x in result.lines if "does not give it Tough" in x.text]
    assert "2.3.1.b" in line.rules
    assert "affects only objects in play" in line.text


def test_a_mandatory_step_on_ones_own_objects_says_so_where_it_is_asked() -> None:
    # Gift of Self: "Sacrifice a Character. If you do, …" — no "you may" (6.5.a)
    result = _run(_one("blind_scenarios_33", "14"))
    (line,) = [x for x in result.lines if "chooses what to sacrifice" in x.text]
    assert "(no “you may”: the step is mandatory)" in line.text
    assert "6.5.a" in line.rules


def test_a_you_may_or_to_cost_step_is_not_called_mandatory() -> None:
    for path in _TO_FILES:
        for line in _run(path).lines:
            assert "the step is mandatory" not in line.text, path.name


_ONGOING = _ROOT / "tests" / "data" / "emblem_citations" / "emblem_ongoing_gives_asleep.yaml"


def test_a_status_an_emblem_ongoing_gives_names_the_emblem_and_its_rules() -> None:
    # "The next Character you play this turn gains Asleep": 5.2.d's Emblem-Reaction — the
    # gain, and the Asleep later read at Dusk, name the Emblem-Ongoing with 5.2.d, 2.2.2.m
    result = _run(_ONGOING)
    (gain,) = [x for x in result.lines if "Vanilla 1/1/1 gains Asleep" in x.text]
    assert "[by the Emblem-Ongoing of Dozing Trainee]" in gain.text
    assert {"5.2.d", "2.2.2.m"} <= set(gain.rules)
    said = "the Emblem-Ongoing of Dozing Trainee gave it Asleep"
    told = [x for x in result.lines if said in x.text]
    assert told
    assert all({"5.2.d", "2.2.2.m"} <= set(x.rules) for x in told)
    assert not any("Dozing Trainee's Reaction gave" in x.text for x in result.lines)


def test_a_boost_an_emblem_ongoing_gives_names_the_emblem() -> None:
    result = _run(_EXAMPLES / "2_2_12_d_example_haven_trainee_support_ability_from_reserve.yaml")
    (gain,) = [x for x in result.lines if "Vanilla 1/1/1 gains 1 boost" in x.text]
    assert "[by the Emblem-Ongoing of Haven Trainee]" in gain.text
    assert {"5.2.d", "2.2.2.m"} <= set(gain.rules)


def test_a_cards_own_reaction_is_not_called_an_emblem_ongoing() -> None:
    result = _run(_one("blind_scenarios_33", "14"))
    assert not any("Emblem-Ongoing" in x.text for x in result.lines)
