"""Write the second previous-release corpus: branched boards saved by the app as it was on
2026-12-05 (main at 875e4d8a), before the trace lines of a payment, a Resupply, a token
that ceased to exist and an 'activate' Reaction were reworded. Kept so that every later
version opens them (tests/reliability/test_previous_release_files.py). Run once with THAT
version's code:

    cd /tmp && /path/to/old/.venv/bin/python /path/to/make_boards.py OUT_DIR [EXAMPLE ...]

For each example scenario it steps to the first decision, answers it by hand with its first
option and steps on, then undoes to the decision and answers it with its last option (two
readings, see judge_app.sandbox.branch) and steps on: the board is saved with its branches
file, whose engine moments are replayed, line by line, when a later version opens it.
``corpus.json`` records, for each board, what it held when saved: each zone's cards (by
name), the number of branches and of timeline lines — data, not wording.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from judge_app.sandbox.moment import SandboxError
from judge_app.sandbox.saving import SaveRefused, save_session
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR

OUT = Path(sys.argv[1])
EXAMPLES = sys.argv[2:]
STEPS = 60  # engine steps after each answer (the day goes on to its Night and Morning)


def zones(session: Session) -> dict[str, list[str]]:
    s = session.state
    return {k: [s.name(o) for o in ids] for k, ids in sorted(s.zones.items()) if ids}


def _on(session: Session) -> None:
    """Step on (answering a later decision by hand with its first option)."""
    for _ in range(STEPS):
        pending = session.state.pending
        if pending is not None and session.next_script_item() is None:
            session.answer(pending.options[0].id)
        elif session.can_step():
            session.step()
        else:
            return


def two_readings(session: Session) -> bool:
    for _ in range(STEPS):
        if session.state.pending is not None or not session.can_step():
            break
        session.step()
    pending = session.state.pending
    if pending is None or len(pending.options) < 2:
        return False
    at = session.cursor
    session.answer(pending.options[0].id)
    _on(session)
    session.jump(at)
    session.answer(pending.options[-1].id)
    _on(session)
    return len(session.branches) > 1


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    record: dict[str, dict[str, object]] = {}
    for name in EXAMPLES:
        target = OUT / f"board_{len(record) + 1}.yaml"
        shutil.copy(EXAMPLES_DIR / name, target)
        session = Session.open(target)
        try:
            if not two_readings(session):
                target.unlink()
                continue
        except SandboxError as exc:
            print(f"{name}: {exc}")
            target.unlink()
            continue
        try:
            save_session(session, target)
        except SaveRefused as exc:  # that version's own refusal: not a board it saved
            print(f"{name}: {exc}")
            for made in OUT.glob(target.stem + ".*"):
                made.unlink()
            continue
        record[target.name] = {
            "example": name,
            "zones": zones(session),
            "branches": len(session.branches),
            "lines": sum(len(b.moments) for b in session.branches),
        }
    (OUT / "corpus.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(record)} boards written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
