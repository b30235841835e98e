"""The search index cache: damage is detected and rebuilt, several windows may start at
once on a fresh cache, and an unusable cache folder falls back instead of failing."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from whoosh import fields

from rules_corpus.library import open_library
from rules_corpus.search import cache as index_cache
from rules_corpus.search.memory import ram_storage

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cache = tmp_path_factory.mktemp("built")
    open_library(cache=cache).close()
    return cache


def _copy(built: Path, tmp_path: Path) -> Path:
    import shutil

    target = tmp_path / "cache"
    shutil.copytree(built, target)
    return target


def test_index_segment_damaged_but_still_openable_is_detected_and_rebuilt(
    built: Path, tmp_path: Path
) -> None:
    cache = _copy(built, tmp_path)
    index_dir = next(p for p in cache.glob("index-v*") if p.is_dir())
    segment = max(index_dir.glob("*.seg"), key=lambda p: p.stat().st_size)
    data = bytearray(segment.read_bytes())
    middle = len(data) // 2
    # Same size, a few bytes flipped: zeroing them could leave the file unchanged when
    # those bytes already were zero (the segment's layout varies from build to build).
    data[middle : middle + 16] = bytes(b ^ 0xFF for b in data[middle : middle + 16])
    segment.write_bytes(bytes(data))
    library = open_library(cache=cache)
    assert any("damaged" in n and f"{segment.name} is damaged" in n for n in library.notices)
    assert library.index.search("fleeting").hits
    library.close()
    assert index_cache.verify(index_dir) is None  # the rebuilt index checks out
    again = open_library(cache=cache)
    assert again.notices == []
    again.close()


def test_index_missing_documents_is_rebuilt(built: Path, tmp_path: Path) -> None:
    cache = _copy(built, tmp_path)
    index_dir = next(p for p in cache.glob("index-v*") if p.is_dir())
    (index_dir / index_cache.READY).write_text('{"files": {}}')
    library = open_library(cache=cache)
    assert any("damaged" in n for n in library.notices)
    library.close()


_WINDOW = """
import sys
from pathlib import Path
from rules_corpus.library import open_library
library = open_library(cache=Path(sys.argv[1]))
assert library.index.search("fleeting").hits
print("started")
"""


@pytest.mark.parametrize("windows", [2, 4])
def test_several_windows_started_at_once_on_a_fresh_cache_all_start(
    tmp_path: Path, windows: int
) -> None:
    cache = tmp_path / "fresh"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _WINDOW, str(cache)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for _ in range(windows)
    ]
    outcomes = [child.communicate(timeout=240) for child in children]
    for child, (out, err) in zip(children, outcomes, strict=True):
        assert child.returncode == 0, err
        assert out.strip() == "started"
    placed = [p for p in cache.glob("index-v*") if p.is_dir()]
    assert len(placed) == 1 and index_cache.verify(placed[0]) is None
    assert list(cache.glob(".index-v*")) == []  # no staging folder left behind


def test_cache_path_that_is_a_file_falls_back_to_a_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("not a folder")
    # A temporary folder of this test's own: another run on the machine (a second checkout's
    # tests) makes and removes its own fallback folders in the shared one meanwhile.
    private_tmp = tmp_path / "tmp"
    private_tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(private_tmp))
    before = set(Path(tempfile.gettempdir()).glob("judge-app-cache-*"))
    library = open_library(cache=blocker)
    assert any(f"cache folder {blocker} cannot be used" in n for n in library.notices)
    assert any("temporary folder" in n for n in library.notices)
    assert library.index.search("fleeting").hits
    assert blocker.read_text() == "not a folder"
    library.close()
    left = [p for p in Path(tempfile.gettempdir()).glob("judge-app-cache-*") if p not in before]
    assert left == []  # the fallback folder is removed once the index is in memory


def test_no_writable_folder_at_all_keeps_the_index_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> str:
        raise PermissionError(13, "Permission denied")

    (tmp_path / "file").write_text("x")
    monkeypatch.setattr(tempfile, "mkdtemp", refuse)
    library = open_library(cache=tmp_path / "file" / "inside")  # a folder inside a file
    assert any("kept in memory" in n for n in library.notices)
    assert library.index.search("fleeting").hits
    library.close()


def test_cli_search_with_an_unusable_cache_folder_still_answers_and_says_so(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("x")
    env = {**os.environ, "PYTHONPATH": str(REPO), "JUDGE_APP_CACHE_DIR": str(blocker)}
    done = subprocess.run(
        [sys.executable, "-m", "judge_app.cli.main", "search", "fleeting", "--limit", "1"],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
    )
    assert done.returncode == 0 and "Fleeting" in done.stdout
    assert "Traceback" not in done.stderr
    assert f"note: Your cache folder {blocker} cannot be used" in done.stderr


def test_an_index_from_before_checksums_is_rebuilt_without_a_damage_notice(
    built: Path, tmp_path: Path
) -> None:
    cache = _copy(built, tmp_path)
    index_dir = next(p for p in cache.glob("index-v*") if p.is_dir())
    (index_dir / index_cache.READY).write_text("ok\n")  # what earlier versions wrote
    library = open_library(cache=cache)
    assert library.notices == []
    library.close()
    assert index_cache.verify(index_dir) is None


def test_two_in_memory_builds_at_once_do_not_delete_each_others_files() -> None:
    """Whoosh's RamStorage puts every build's temporary files in one shared /tmp/MAIN.tmp and
    deletes it when a build ends: a build finishing while another runs broke the other."""
    schema = fields.Schema(body=fields.TEXT(stored=True))
    with ram_storage() as first_storage:
        first = first_storage.create_index(schema)
        writer = first.writer()
        writer.add_document(body="fleeting")
        with ram_storage() as second_storage:
            second = second_storage.create_index(schema)
            other = second.writer()
            other.add_document(body="reserve")
            other.commit()
        writer.commit()
    assert first.doc_count() == 1
    assert second.doc_count() == 1


def test_in_memory_build_leaves_no_temporary_folders() -> None:
    with ram_storage() as storage:
        made = [storage.temp_storage("MAIN.tmp").folder for _ in range(2)]
        assert made[0] != made[1]
    assert not any(Path(folder).exists() for folder in made)
