"""Dependency is the transitive closure of direct dependency (2.3.2.g): if [A] depends on
[B] and [B] depends on [C], then [A] depends on [C].

Plain graph helpers over hashable keys, shared by the order in which passive abilities
apply (``engine.reading.passives``, 2.3.3.a) and by the trace that names the chain
(``engine.pipeline.dependency``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)


def closure(direct: Mapping[K, Iterable[K]]) -> dict[K, frozenset[K]]:
    """For each key, every key it depends on directly or through a chain (2.3.2.g)."""
    out: dict[K, frozenset[K]] = {}
    for start in direct:
        seen: set[K] = set()
        todo = deque(direct[start])
        while todo:
            k = todo.popleft()
            if k not in seen:
                seen.add(k)
                todo.extend(direct.get(k, ()))
        out[start] = frozenset(seen)
    return out


def chain(direct: Mapping[K, Iterable[K]], start: K, end: K) -> tuple[K, ...]:
    """The shortest chain of direct dependencies from ``start`` to ``end``, the keys in
    between in order (empty when ``start`` depends on ``end`` directly or not at all)."""
    parent: dict[K, K] = {}
    todo = deque([start])
    while todo:
        k = todo.popleft()
        for n in direct.get(k, ()):
            if n in parent or n == start:
                continue
            parent[n] = k
            if n == end:
                path: list[K] = []
                while parent[n] != start:
                    n = parent[n]
                    path.append(n)
                return tuple(reversed(path))
            todo.append(n)
    return ()
