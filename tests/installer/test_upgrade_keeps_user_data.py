"""User data lives outside the install folder: reinstalling or upgrading keeps a note.

The app is "installed" by copying its packages into a folder, a note is written with it, the
folder is deleted and a fresh copy "installed" elsewhere (an upgrade); the note is still there,
and nothing was ever written inside either install folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("judge_app", "rules_corpus", "engine", "scenarios")

WRITE = """
from judge_app.gui.userdata import UserData
data = UserData.open()
data.set_note("altered-cr-5.0", "6.2.e", "Ruling 2026-11: Mighty Jinn draws itself.")
data.add_bookmark("altered-cr-5.0", "6.2.e")
data.close()
"""
READ = """
from judge_app.gui.userdata import UserData
data = UserData.open()
print(data.note("altered-cr-5.0", "6.2.e"))
print(data.is_bookmarked("altered-cr-5.0", "6.2.e"))
"""


def install(target: Path) -> Path:
    target.mkdir(parents=True)
    for package in PACKAGES:
        shutil.copytree(
            REPO / package, target / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    return target


def run_from(install_dir: Path, code: str, data_dir: Path) -> str:
    env = {
        **os.environ,
        "PYTHONPATH": str(install_dir),
        "JUDGE_APP_DATA_DIR": str(data_dir),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=install_dir,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return out.stdout


def snapshot(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def test_upgrade_keeps_a_note(tmp_path: Path) -> None:
    data_dir = tmp_path / "user-data"
    old = install(tmp_path / "opt" / "judge-app-0.1")
    before = snapshot(old)
    run_from(old, WRITE, data_dir)
    assert snapshot(old) == before, "the app wrote inside its install folder"
    shutil.rmtree(old)

    new = install(tmp_path / "opt" / "judge-app-0.2")
    lines = run_from(new, READ, data_dir).splitlines()
    assert lines == ["Ruling 2026-11: Mighty Jinn draws itself.", "True"]
    assert (data_dir / "user.db").exists()
