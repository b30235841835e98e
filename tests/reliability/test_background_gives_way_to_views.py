"""Issue 33: background work gives way to the window's heavy work. The Sandbox built right
after the first search shared the cores with the search's sentence encoder loading and with
the known cards' reading, which waited for the card code's lock and took it the moment the
build let it go: about 0.35 s of CPU on top of the build's own. Now the encoder's loading
pauses between small pieces (a tensor read, a layer made) while a search or a view's build
runs (:func:`~rules_corpus.search.encoder_yield.give_way`), the jobs that read the card
library take the card code's lock only once the window is idle
(:func:`~judge_app.gui.loader.card_code_in_background`), and a view's build keeps the window
"busy" till its first paint is done."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from judge_app.gui.loader import CARD_CODE_IMPORT, card_code_in_background
from rules_corpus.search.encoder_yield import WINDOW, give_way
from rules_corpus.semantic.minilm import LAYERS, from_graph
from rules_corpus.semantic.model_file import MODEL_FILE, load_model
from rules_corpus.semantic.onnx_reader import read_graph


def _in_thread(work: Callable[[], object]) -> tuple[threading.Thread, threading.Event]:
    done = threading.Event()

    def run() -> None:
        work()
        done.set()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, done


def test_a_background_thread_waits_while_the_window_is_busy_and_goes_on_after() -> None:
    with WINDOW.busy():
        thread, done = _in_thread(give_way)
        assert not done.wait(0.3)  # waiting while the window's work runs
    assert done.wait(5)  # and on as soon as it ends
    thread.join()
    # the UI thread itself never waits
    with WINDOW.busy():
        started = time.perf_counter()
        assert give_way()
        assert time.perf_counter() - started < 0.1


def test_the_card_code_lock_is_taken_in_the_background_only_when_the_window_is_idle() -> None:
    taken = threading.Event()

    def job() -> None:
        with card_code_in_background():
            taken.set()

    with WINDOW.busy():
        thread, _done = _in_thread(job)
        assert not taken.wait(0.3)
        assert CARD_CODE_IMPORT.acquire(timeout=1)  # the window's build can take it
        CARD_CODE_IMPORT.release()
    assert taken.wait(5)
    thread.join()
    assert not CARD_CODE_IMPORT.locked()


def test_loading_the_encoder_pauses_between_small_pieces() -> None:
    pauses: list[str] = []
    graph = read_graph(MODEL_FILE.read_bytes(), lambda: pauses.append("tensor"))
    assert pauses.count("tensor") == len(graph.initializers)  # before each tensor read
    from_graph(graph, lambda: pauses.append("matrix"))
    assert pauses.count("matrix") == 4 * LAYERS  # before each matrix unpacked
    counted: list[int] = []
    load_model(pause=lambda: counted.append(1))  # the loading passes the pauses on
    assert len(counted) == len(pauses)
