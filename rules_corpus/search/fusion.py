"""Reciprocal rank fusion: one ranking from several, without comparing their scores.

Each signal the search has — the full-text engine's BM25F score, the share of the question's
concepts a unit covers — ranks the candidates its own way, on scales that cannot be added.
Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009) scores each candidate by
Σ 1 / (k + rank) over the rankings, so a unit that several signals put near the top wins,
and no signal's raw numbers can drown the others.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

DEFAULT_K = 20


def reciprocal_rank_fusion(rankings: Sequence[Sequence[K]], k: int = DEFAULT_K) -> dict[K, float]:
    """Each key's fused score over ``rankings`` (each best first; a key may be missing)."""
    fused: dict[K, float] = {}
    for ranking in rankings:
        for rank, key in enumerate(ranking, 1):
            fused[key] = fused.get(key, 0.0) + 1.0 / (k + rank)
    return fused
