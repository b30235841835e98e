"""Adapt the search's sentence encoder (all-MiniLM-L6-v2) to the rules' own language (issue 19).

The off-the-shelf encoder places a player's specific words ("my character", "back to hand",
"its boosts") far from rules written in general terms ("an object", "a zone", "a status"). This
script fine-tunes it on pairs made from the rules' OWN material only — never from the question
sets in tests/data, which measure the search (training on them would inflate the figures):

* ``note``: each Remark and Example (specific: named cards, a situation) and the rule or
  section it is printed under (general) — the very bridge a question needs;
* ``reference``: a rule's text and each rule or section of its document it cites;
* ``definition``: a glossary entry's definition and the section whose title is its term
  (Reaction → "Reactions");
* ``players``: each entry of ``rules_corpus/data/players_words.yaml`` asked as a question
  ("what is the graveyard?") and the glossary entry or section of the word the rules use
  (Discard pile);
* and two templated kinds, made but left out by default (``--sources`` puts them back):
  ``term``, a glossary term asked as a question ("what does Emblem mean?") and its entry, and
  ``title``, questions written from a section's title ("how does fleeting work?") and the
  section. Their question's words are the positive's own title: trained with them (2 epochs,
  1,641 pairs) the search gained less than without (rules_corpus/data/MINILM_SOURCE.md).
* ``lead`` (left out too): a rule's first sentence alone and the whole rule.

``--hard-negatives`` adds, for each positive that is a rule or a numbered section, its
neighbour under the same parent (6.2.d → 6.2.c or 6.2.e) to the batch as a negative. It, the
``lead`` kind and ``--epochs 3`` were each tried against the shipped model (second round) and
not kept: none beat it on the cross-validated sets (figures in MINILM_SOURCE.md).

Training is what sentence-transformers did for the model itself, written in plain torch (no
sentence-transformers or transformers): the BERT forward pass over the safetensors weights
(:class:`MiniLM`), mean pooling over the real tokens, L2 norm, and the multiple-negatives
ranking loss (each anchor's own positive against every other positive in the batch, cosines
× 20, cross-entropy), batches with no text twice (a duplicate would be a false negative).
Against forgetting what the model knows of English paraphrase: a small learning rate (2e-5,
10 % warm-up, linear decay), two epochs of 526 pairs (34 steps, 3 to 10 minutes on one
thread). The tuned model's vectors stay within a cosine of 0.98–0.99 of the public model's.

Reproducible: fixed seeds (Python, torch), ``torch.use_deterministic_algorithms``, a fixed
number of threads (the shipped model: ``--threads 1``, torch 2.13.0+cpu; a rerun gives the same
weights). Before training, the torch forward pass is checked against the app's own float32
ONNX graph of the same weights (``scripts/minilm_graph.py``, onnxruntime).

Writes OUT_DIR/model.safetensors (every tensor of the input, the trained ones replaced, same
names and shapes), tokenizer.json (copied) and tuning.json (how it was made); then
``scripts/vendor_semantic_model.py OUT_DIR`` ships it like the public model.

Needs torch (CPU build): ``.venv/bin/pip install -e '.[train,vendor]'`` — the app and the tests
never import it. Run:
``.venv/bin/python scripts/tune_semantic_model.py MODEL_DIR OUT_DIR`` (one thread)
(MODEL_DIR: the public model's folder, see ``scripts/vendor_semantic_model.py``), then
``.venv/bin/python scripts/vendor_semantic_model.py OUT_DIR`` and
``.venv/bin/python benchmarks/train_ranker.py --write`` (the weights fitted on its cosines).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import shutil
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402

sys.path.insert(0, str(ROOT / "scripts"))
from tuning_pairs import KEPT, SOURCES, Pair, sibling_negatives, training_pairs  # noqa: E402

SEED = 19
LEARNING_RATE = 2e-5
WARMUP = 0.1
WEIGHT_DECAY = 0.01
BATCH = 32
EPOCHS = 2
SCALE = 20.0  # the cosines' scale in the loss, as sentence-transformers' default
MAX_TOKENS = 128  # the length the model was trained at (the app encodes up to 256)
LAYERS, HIDDEN, HEADS = 6, 384, 12
EPS = 1e-12
DROPOUT = 0.1


def batches(pairs: list[Pair], rng: random.Random) -> list[list[Pair]]:
    """The pairs shuffled into batches where no text appears twice (another copy of an
    anchor's own positive would count as a negative)."""
    order = pairs[:]
    rng.shuffle(order)
    out: list[list[Pair]] = []
    while order:
        batch: list[Pair] = []
        texts: set[str] = set()
        rest: list[Pair] = []
        for pair in order:
            if len(batch) < BATCH and pair[0] not in texts and pair[1] not in texts:
                batch.append(pair)
                texts.update(pair[:2])
            else:
                rest.append(pair)
        if len(batch) < 2:
            break  # a lone pair has no negative
        out.append(batch)
        order = rest
    return out


def _torch() -> Any:
    import torch

    return torch


def make_model(tensors: dict[str, np.ndarray]) -> Any:
    """The BERT encoder of all-MiniLM-L6-v2 in torch, its parameters the safetensors'
    tensors by name (those the sentence embedding does not use — the pooler — are left out)."""
    torch = _torch()
    nn = torch.nn
    functional = torch.nn.functional

    class MiniLM(nn.Module):  # type: ignore[misc]
        """Token ids + attention mask → mean-pooled, unit-length sentence vectors."""

        def __init__(self) -> None:
            super().__init__()
            self.names: list[str] = []
            for name, value in tensors.items():
                if name.startswith("pooler.") or value.dtype != np.float32:
                    continue
                self.register_parameter(
                    name.replace(".", "__"), nn.Parameter(torch.from_numpy(value.copy()))
                )
                self.names.append(name)

        def w(self, name: str) -> Any:
            return getattr(self, name.replace(".", "__"))

        def linear(self, x: Any, name: str) -> Any:
            return functional.linear(x, self.w(f"{name}.weight"), self.w(f"{name}.bias"))

        def norm(self, x: Any, name: str) -> Any:
            return functional.layer_norm(
                x, (HIDDEN,), self.w(f"{name}.weight"), self.w(f"{name}.bias"), EPS
            )

        def forward(self, ids: Any, mask: Any) -> Any:
            batch, length = ids.shape
            drop = DROPOUT if self.training else 0.0
            e = "embeddings."
            x = (
                functional.embedding(ids, self.w(e + "word_embeddings.weight"))
                + self.w(e + "position_embeddings.weight")[:length]
                + self.w(e + "token_type_embeddings.weight")[0]
            )
            x = functional.dropout(self.norm(x, e + "LayerNorm"), drop, self.training)
            blocked = (1.0 - mask[:, None, None, :].float()) * torch.finfo(torch.float32).min
            head = HIDDEN // HEADS
            for n in range(LAYERS):
                p = f"encoder.layer.{n}."

                def heads(t: Any) -> Any:
                    return t.view(batch, length, HEADS, head).transpose(1, 2)

                q = heads(self.linear(x, p + "attention.self.query"))
                k = heads(self.linear(x, p + "attention.self.key"))
                v = heads(self.linear(x, p + "attention.self.value"))
                scores = q @ k.transpose(-1, -2) / math.sqrt(head) + blocked
                weights = functional.dropout(scores.softmax(-1), drop, self.training)
                context = (weights @ v).transpose(1, 2).reshape(batch, length, HIDDEN)
                attended = functional.dropout(
                    self.linear(context, p + "attention.output.dense"), drop, self.training
                )
                x = self.norm(x + attended, p + "attention.output.LayerNorm")
                up = functional.gelu(self.linear(x, p + "intermediate.dense"))
                down = functional.dropout(self.linear(up, p + "output.dense"), drop, self.training)
                x = self.norm(x + down, p + "output.LayerNorm")
            weight = mask[:, :, None].float()
            pooled = (x * weight).sum(1) / weight.sum(1).clamp(min=1e-9)
            return functional.normalize(pooled, dim=-1)

    return MiniLM()


class Tokens:
    """The model's own tokenizer, padded batches of at most :data:`MAX_TOKENS` tokens."""

    def __init__(self, path: Path) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(path))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")

    def __call__(self, texts: list[str]) -> tuple[Any, Any]:
        torch = _torch()
        encoded = self._tokenizer.encode_batch(texts)
        ids = torch.tensor([e.ids for e in encoded], dtype=torch.long)
        mask = torch.tensor([e.attention_mask for e in encoded], dtype=torch.long)
        return ids, mask


def check_forward(
    model: Any, tokens: Tokens, tensors: dict[str, np.ndarray], tokenizer: Path
) -> None:
    """The torch forward pass against the app's own float32 graph of the same weights
    (``scripts/minilm_graph.py`` run by onnxruntime), on the reference texts the vendoring
    script uses: a mistake in the pass above would train a different model than it ships."""
    import tempfile

    import onnx

    sys.path.insert(0, str(ROOT / "scripts"))
    from minilm_graph import build_model
    from vendor_semantic_model import REFERENCE_TEXTS

    from rules_corpus.semantic.encoder import Encoder
    from rules_corpus.semantic.model_file import load_model

    torch = _torch()
    with tempfile.TemporaryDirectory() as tmp:
        graph = Path(tmp) / "float32.onnx"
        onnx.save(build_model(tensors, {}, word_table_int8=False), str(graph))
        expected = Encoder(load_model(graph, tokenizer)).encode_many(list(REFERENCE_TEXTS))
    model.eval()
    with torch.no_grad():
        got = model(*tokens(list(REFERENCE_TEXTS))).numpy()
    cosines = (got * expected).sum(axis=1)
    print(f"torch forward vs the float32 ONNX graph: cosine min {cosines.min():.6f}")
    if cosines.min() < 0.9999:
        raise SystemExit("the torch forward pass does not reproduce the model: not training")


def train(
    model: Any,
    tokens: Tokens,
    pairs: list[Pair],
    epochs: int,
    rng: random.Random,
    negatives: dict[str, str] | None = None,
) -> list[float]:
    """Multiple-negatives ranking loss with AdamW, warm-up then linear decay; returns each
    epoch's mean loss. With ``negatives`` (positive text → a hard negative's text), each
    batch's hard negatives join its positives as columns every anchor is scored against (a
    hard negative that is also a positive of the batch is left out: it would count an
    anchor's own answer as wrong)."""
    torch = _torch()
    plan = [batches(pairs, rng) for _ in range(epochs)]
    total = sum(len(p) for p in plan)
    warmup = max(1, int(WARMUP * total))
    optimiser = torch.optim.AdamW(model.parameters(), lr=LEARNING_RATE, weight_decay=WEIGHT_DECAY)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser,
        lambda step: (
            step / warmup if step < warmup else max(0.0, (total - step) / (total - warmup))
        ),
    )
    model.train()
    losses: list[float] = []
    step = 0
    started = time.perf_counter()
    for epoch, epoch_batches in enumerate(plan, 1):
        running = 0.0
        for batch in epoch_batches:
            anchors = model(*tokens([a for a, _, _ in batch]))
            positives = model(*tokens([p for _, p, _ in batch]))
            scores = anchors @ positives.T * SCALE
            if negatives:
                in_batch = {p for _, p, _ in batch}
                hard = sorted({negatives[p] for _, p, _ in batch if p in negatives} - in_batch)
                if hard:
                    scores = torch.cat([scores, anchors @ model(*tokens(hard)).T * SCALE], 1)
            loss = torch.nn.functional.cross_entropy(scores, torch.arange(len(batch)))
            optimiser.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimiser.step()
            schedule.step()
            step += 1
            running += loss.item()
            if step % 10 == 0:
                print(
                    f"  step {step}/{total}: loss {loss.item():.4f} "
                    f"({time.perf_counter() - started:.0f} s)"
                )
        losses.append(running / max(1, len(epoch_batches)))
        print(f"epoch {epoch}: mean loss {losses[-1]:.4f}")
    return losses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model_dir", type=Path, help="folder with model.safetensors")
    parser.add_argument("out_dir", type=Path, help="where the tuned model is written")
    parser.add_argument("--epochs", type=int, default=EPOCHS)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument(
        "--sources",
        default=",".join(KEPT),
        help=f"comma-separated kinds of pairs to train on, of {', '.join(SOURCES)} "
        f"(default: {','.join(KEPT)})",
    )
    parser.add_argument(
        "--hard-negatives",
        action="store_true",
        help="add a sibling rule of each positive to its batch as a hard negative",
    )
    parser.add_argument("--pairs-only", action="store_true", help="print the pairs, no training")
    args = parser.parse_args()
    rng = random.Random(SEED)
    chosen = [x.strip() for x in args.sources.split(",") if x.strip()]
    if unknown := [x for x in chosen if x not in SOURCES]:
        parser.error(f"unknown kind of pairs {', '.join(unknown)}: use {', '.join(SOURCES)}")
    # Every kind is made (the same random draws whichever are kept), then filtered.
    pairs = [p for p in training_pairs(parse_corpus(), rng) if p[2] in chosen]
    sources = Counter(source for _, _, source in pairs)
    print(f"{len(pairs)} training pairs from the rules' own material:")
    for source, count in sources.most_common():
        print(f"  {count:>5}  {SOURCES[source]}")
    if args.pairs_only:
        for anchor, positive, source in pairs:
            print(f"[{source}] {anchor[:90]!r} → {positive[:90]!r}")
        return

    torch = _torch()
    from safetensors.numpy import load_file, save_file

    torch.manual_seed(SEED)
    torch.use_deterministic_algorithms(True)
    torch.set_num_threads(args.threads)
    source = args.model_dir / "model.safetensors"
    tensors = load_file(str(source))
    model = make_model(tensors)
    tokens = Tokens(args.model_dir / "tokenizer.json")
    check_forward(model, tokens, tensors, args.model_dir / "tokenizer.json")
    started = time.perf_counter()
    negatives = (
        sibling_negatives(parse_corpus(), pairs, random.Random(SEED))
        if args.hard_negatives
        else None
    )  # their own random draws: the batches are the same with or without them
    if negatives is not None:
        print(f"hard negatives: a sibling for {len(negatives)} of the positives")
    losses = train(model, tokens, pairs, args.epochs, rng, negatives)
    seconds = time.perf_counter() - started

    args.out_dir.mkdir(parents=True, exist_ok=True)
    tuned = dict(tensors)
    for name in model.names:
        tuned[name] = model.w(name).detach().numpy().astype(np.float32)
    out = args.out_dir / "model.safetensors"
    save_file(tuned, str(out), metadata={"format": "pt"})
    shutil.copyfile(args.model_dir / "tokenizer.json", args.out_dir / "tokenizer.json")
    about = {
        "made by": "scripts/tune_semantic_model.py",
        "base model.safetensors sha256": hashlib.sha256(source.read_bytes()).hexdigest(),
        "tuned model.safetensors sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
        "pairs": dict(sources.most_common()),
        "left out": [x for x in SOURCES if x not in chosen],
        "loss": f"multiple negatives ranking, scale {SCALE}, batch {BATCH}, mean pooling",
        "optimiser": f"AdamW lr {LEARNING_RATE}, weight decay {WEIGHT_DECAY}, "
        f"warm-up {WARMUP:.0%} then linear decay",
        "epochs": args.epochs,
        "hard negatives": (
            f"a sibling rule or section of {len(negatives)} positives" if negatives else "none"
        ),
        "epoch mean losses": [round(x, 4) for x in losses],
        "seed": SEED,
        "threads": args.threads,
        "torch": str(torch.__version__),
        "seconds": round(seconds),
    }
    (args.out_dir / "tuning.json").write_text(json.dumps(about, indent=2) + "\n", "utf-8")
    print(f"wrote {out} ({seconds:.0f} s of training)")


if __name__ == "__main__":
    main()
