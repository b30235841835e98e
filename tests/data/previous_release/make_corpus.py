"""Write the previous-release corpus: boards and scenarios saved by the app as it was on
2026-12-02 (main at 974ead2), kept so that every later version is tested on them
(tests/reliability/test_previous_release_files.py). Run once with THAT version's code:

    cd /path/to/old/checkout && .venv/bin/python /path/to/make_corpus.py OUT_DIR

It saves, through the sandbox's own Save: example scenarios at their start (layouts with
their scripts and expectations), part-way through their scripts (exact states), and a
board with two branches (the timeline file); and copies example scenarios whose scripts
answer decisions by the option labels of that version. ``corpus.json`` records, for each
file, what it held when saved: each zone's cards (by name), the number of branches and
whether ``scenario check`` held — data, not wording, so rewording cannot break the test.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR, PACKAGE_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

OUT = Path(sys.argv[1])
EXAMPLES = [  # scripts that answer decisions, pay with Mana Orbs, expect trace lines
    "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml",
    "7_3_4_remark_augment_boosts_are_counters.yaml",
    "1_2_4_d_derived_i_cost_less_works_in_reserve.yaml",
    "1_2_5_c_derived_a_mana_cost_in_an_effect_without_ready_orbs.yaml",
    "2_2_12_j_derived_a_ready_card_in_reserve_gives_its_cost_reduction.yaml",
    "1_2_4_d_derived_reaction_in_reserve_does_not_activate.yaml",
    "2_2_2_m_aloe_vera_emblem_reaction_at_noon.yaml",
    "2_4_1_g_derived_gericht_gains_fleeting_from_reserve.yaml",
]


def zones(session: Session) -> dict[str, list[str]]:
    s = session.state
    return {k: [s.name(o) for o in ids] for k, ids in sorted(s.zones.items()) if ids}


def held(path: Path) -> bool:
    return check_scenario(load_scenario(path)).ok


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    record: dict[str, dict[str, object]] = {}
    for name in EXAMPLES:
        source = EXAMPLES_DIR / name
        stem = (
            f"{len(record) // 3 + 1}_"
            + Path(name).stem.split("_derived_")[0].split("_remark_")[0][:24]
        )
        copied = OUT / f"script_{stem}.yaml"
        shutil.copy(source, copied)
        record[copied.name] = {"kind": "scenario as shipped", "held": held(copied)}
        session = Session.open(source)
        target = OUT / f"start_{stem}.yaml"
        save_session(session, target)
        record[target.name] = {
            "kind": "board saved at its start",
            "zones": zones(session),
            "branches": 1,
            "held": held(target),
        }
        for _ in range(4):
            if session.can_step():
                session.step()
        target = OUT / f"midway_{stem}.yaml"
        save_session(session, target)
        record[target.name] = {
            "kind": "board saved after four steps",
            "zones": zones(session),
            "branches": len(session.branches),
            "held": held(target),
        }
    busy = OUT / "branched_board.yaml"
    busy.write_text((PACKAGE_DIR / "sandbox" / "busy_board.yaml").read_text(encoding="utf-8"))
    session = Session.open(busy)
    while session.state.pending is None:
        session.step()
    options = [o.id for o in session.state.pending.options]
    session.answer(options[0])
    session.step()
    session.undo()
    session.undo()
    session.answer(options[-1])
    session.ruling = "The Reactions are played in initiative order (4.4.b)."
    save_session(session, busy)
    record[busy.name] = {
        "kind": "board with two branches",
        "zones": zones(session),
        "branches": len(session.branches),
        "held": held(busy),
    }
    (OUT / "corpus.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(record)} files written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
