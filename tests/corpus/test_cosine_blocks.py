"""Issue 32: the question's cosines with the units and with the asked questions are multiplied
a block of rows at a time (rules_corpus/search/semantic.py ``_product``, quicker on a matrix
larger than a core's cache); the cosines must be those of the whole product."""

from __future__ import annotations

import numpy as np
import pytest

from rules_corpus.search.semantic import _BLOCK_ROWS, AskedVectors, _product


@pytest.mark.parametrize(
    "rows", [1, _BLOCK_ROWS - 1, _BLOCK_ROWS, _BLOCK_ROWS + 1, 3 * _BLOCK_ROWS + 7]
)
def test_blocks_give_the_whole_product(rows: int) -> None:
    generator = np.random.default_rng(rows)
    matrix = generator.standard_normal((rows, 16)).astype(np.float32)
    vector = generator.standard_normal(16).astype(np.float32)
    got = _product(matrix, vector)
    assert got.shape == (rows,) and got.dtype == np.float32
    np.testing.assert_allclose(got, matrix @ vector, rtol=1e-5, atol=1e-5)


def test_best_asked_cosine_per_unit_over_blocks() -> None:
    """Each unit's best cosine among its questions, the groups straddling a block's end."""
    generator = np.random.default_rng(7)
    count = _BLOCK_ROWS + 5
    matrix = generator.standard_normal((count, 8)).astype(np.float32)
    vector = generator.standard_normal(8).astype(np.float32)
    starts = [0, _BLOCK_ROWS - 2, _BLOCK_ROWS + 3]  # the second group crosses the block's end
    asked = AskedVectors([1, 4, 6], starts, matrix)
    best = asked.best(vector, 8)
    whole = matrix @ vector
    expected = np.zeros(8, dtype=np.float32)
    expected[1] = whole[: starts[1]].max()
    expected[4] = whole[starts[1] : starts[2]].max()
    expected[6] = whole[starts[2] :].max()
    np.testing.assert_allclose(best, expected, rtol=1e-5, atol=1e-5)
