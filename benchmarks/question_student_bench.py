"""A question student measured and refused (issue 32: a question never asked in 10 ms): the
first layers of the vendored MiniLM and a linear map onto the whole model's vector.

A question never asked before is encoded before its semantic search runs; the whole encoder
(6 layers) is most of that time. The idea: the units' vectors stay the whole model's; a question
is read by the first ``depth`` layers of the SAME weights, its tokens' mean hidden state mapped
by ``W`` (384 × 384, and a bias) onto the whole model's unit vector. ``W`` is ridge least
squares (numpy) on texts in the question's register:

* the bundled corpus's units, sentence by sentence (and each unit's heading);
* the bank of asked questions (``rules_corpus/data/asked``, ``asked_round3``);
* the studied question sets the ranker was developed on (:data:`FIT_SETS`).

:data:`DEV_SETS` (studied card questions, never in the fit) measure the map: the cosine of the
student's vector with the whole model's for each question, and how many of the whole model's
five closest units the student keeps in its own five. No held-out set is read here.

Measured (session 23, threshold set before: mean cosine ≥ 0.97 and ≥ 0.85 of the top 5 kept),
mean / p5 cosine, top 5 kept: depth 2 0.743 / 0.647, 0.51; depth 3 0.757 / 0.667, 0.54;
depth 4 0.780 / 0.692, 0.56 — far from the whole model (the last layers' attention is what a
linear map of the pooled state cannot give back). Also tried: the means of layers 0-4 side by
side (1,920 → 384) 0.837 / 0.754, 0.66; ReLU random features 0.79; the last kept layer's
feed-forward output refitted token by token to the final layer's tokens 0.68. Searching with
the depth-4 student (``search_bench.py --studied-only --cards``, the ranker as fitted for the
whole model), recall@5 / MRR over the 12 studied card sets (523 questions): real sets imported
0.903 / 0.750 → 0.876 / 0.727, the library's cards 0.801 / 0.629 → 0.772 / 0.612, no card
0.763 / 0.591 → 0.740 / 0.581; the judge, player and fresh 1-2 sets (fitted on) 0.974 / 0.893
→ 0.979 / 0.881. It would have saved ~3 ms a new question (``new_question_bench.py``, load 15:
encoding CPU p50 9.2 → 6.0 ms, the whole search p95 21.6 → 16.6 ms).

Run: ``.venv/bin/python benchmarks/question_student_bench.py [--cache FILE]`` (``--cache``:
the features of every text, made once — the whole model over ~10,000 texts takes minutes).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import numpy as np
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.asked import ROUND3_DIR, load_asked  # noqa: E402
from rules_corpus.search.units import iter_units  # noqa: E402
from rules_corpus.semantic import vectors  # noqa: E402
from rules_corpus.semantic.encoder import Encoder  # noqa: E402
from rules_corpus.semantic.minilm import LAYERS, unit_length  # noqa: E402
from rules_corpus.semantic.model_file import load_model  # noqa: E402

DATA = ROOT / "tests/data"
FIT_SETS = (
    "judge_questions",
    "player_questions",
    "fresh_questions",
    "fresh_questions_2",
    "card_questions",
    "card_questions_studied_2",
    "card_questions_studied_3",
    "card_questions_studied_4",
    "card_questions_studied_5",
    "card_questions_studied_6",
)
DEV_SETS = (
    "card_questions_5",
    "card_questions_6",
    "card_questions_7",
    "card_questions_8",
    "card_questions_9",
    "card_questions_11",
)
DEPTHS = (2, 3, 4)
RIDGE = (0.0, 1e-5, 1e-4, 1e-3)
_SENTENCE = re.compile(r"(?<=[.!?;:])\s+")


def set_questions(names: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for name in names:
        for item in YAML(typ="safe").load((DATA / f"{name}.yaml").read_text(encoding="utf-8")):
            out.append(str(item["question"]))
    return out


def fit_texts() -> list[str]:
    """The units' sentences and headings, the asked bank, the studied fit sets."""
    texts: list[str] = []
    for unit in iter_units(parse_corpus()):
        head = unit.title or unit.term
        if head:
            texts.append(head)
        for sentence in _SENTENCE.split(unit.body or ""):
            if 3 <= len(sentence.split()) <= 80:
                texts.append(sentence)
    texts += [q.text for q in load_asked()] + [q.text for q in load_asked(ROUND3_DIR)]
    texts += set_questions(FIT_SETS)
    return list(dict.fromkeys(t.strip() for t in texts if t.strip()))


def features(encoder: Encoder, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Each text's mean hidden state after each layer (texts × layers+1 × 384; 0: the
    embeddings) and the whole model's unit vector."""
    network = encoder.network
    means = np.zeros((len(texts), LAYERS + 1, 384), dtype=np.float32)
    whole = np.zeros((len(texts), 384), dtype=np.float32)
    start = time.perf_counter()
    for n, text in enumerate(texts):
        h = network.embed(np.asarray(encoder.token_ids(text), dtype=np.int64))
        means[n, 0] = h.mean(axis=0)
        for depth, layer in enumerate(network.layers, 1):
            h = layer(h)
            means[n, depth] = h.mean(axis=0)
        whole[n] = unit_length(means[n, LAYERS])
        if n % 1000 == 999:
            print(f"  {n + 1}/{len(texts)} texts, {time.perf_counter() - start:.0f} s", flush=True)
    return means, whole


def ridge(x: np.ndarray, y: np.ndarray, penalty: float) -> tuple[np.ndarray, np.ndarray]:
    """``W, b`` minimising |x W + b − y|² + penalty·|W|² (the bias not penalised)."""
    mean_x, mean_y = x.mean(axis=0), y.mean(axis=0)
    xc = (x - mean_x).astype(np.float64)
    gram = xc.T @ xc + penalty * len(x) * np.eye(x.shape[1])
    weight = np.linalg.solve(gram, xc.T @ (y - mean_y).astype(np.float64))
    bias = mean_y - mean_x @ weight
    return weight.astype(np.float32), bias.astype(np.float32)


def student_vectors(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    out = x @ weight + bias
    return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)


def kept_in_top5(student: np.ndarray, whole: np.ndarray, units: np.ndarray) -> float:
    """The share of the whole model's five closest units among the student's five."""
    top_whole = np.argsort(-(whole @ units.T), axis=1)[:, :5]
    top_student = np.argsort(-(student @ units.T), axis=1)[:, :5]
    kept = [len(set(a) & set(b)) / 5 for a, b in zip(top_whole, top_student, strict=True)]
    return float(np.mean(kept))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, help="the texts' features, made once")
    args = parser.parse_args()
    encoder = Encoder(load_model(digest=vectors.shipped_model()))
    fit, dev = fit_texts(), list(dict.fromkeys(set_questions(DEV_SETS)))
    dev_set = set(dev)
    fit = [t for t in fit if t not in dev_set]
    print(f"fit on {len(fit)} texts; development questions {len(dev)}", flush=True)
    if args.cache is not None and args.cache.exists():
        with np.load(args.cache) as cached:
            fit_x, fit_y, dev_x, dev_y = (cached[k] for k in ("fx", "fy", "dx", "dy"))
    else:
        fit_x, fit_y = features(encoder, fit)
        dev_x, dev_y = features(encoder, dev)
        if args.cache is not None:
            np.savez(args.cache, fx=fit_x, fy=fit_y, dx=dev_x, dy=dev_y)
    units = np.stack(list(vectors._read(vectors.SHIPPED_FILE).values()))
    for depth in DEPTHS:
        for penalty in RIDGE:
            weight, bias = ridge(fit_x[:, depth], fit_y, penalty)
            got = student_vectors(dev_x[:, depth], weight, bias)
            cosines = (got * dev_y).sum(axis=1)
            top = kept_in_top5(got, dev_y, units)
            print(
                f"depth {depth} ridge {penalty:g}: cosine mean {cosines.mean():.4f} "
                f"p5 {np.percentile(cosines, 5):.4f} min {cosines.min():.4f}; "
                f"whole model's top 5 kept {top:.3f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
