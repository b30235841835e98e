"""The number slot's sibling sentences (issue 30, gram63; :mod:`.sentences_quantities`):
each one read is executable through the import's path and reads the quantity it prints;
each one not read is refused, not read as something else."""

from __future__ import annotations

import re
from typing import Any

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_quantities import NOT_READ, READ_AFTER


def _steps(text: str) -> list[dict[str, Any]]:
    """The effect steps (or the passive's change) the reader wrote for ``text``."""
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    dumped = reading.model.model_dump(exclude_defaults=True)
    ability = dumped["abilities"][0]
    if "passive" in ability:
        return [next(iter(ability["passive"].values()))]
    return list(ability["reaction"]["effect"])


@pytest.mark.parametrize("text", READ_AFTER)
def test_a_sibling_is_read_and_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.abilities and reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", NOT_READ)
def test_a_sibling_not_read_yet_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text, hand_cost=3)).executable


@pytest.mark.parametrize("text", [t for t in READ_AFTER if " beyond the " in t])
def test_beyond_the_nth_is_kept_in_the_count(text: str) -> None:
    """ "… beyond the second" reaches the engine's count in every slot (6.5.i): the count's
    words keep it, whether the step is counted (``per``) or done X times (``x_is``)."""
    (step,) = [s for s in _steps(text) if "per" in s or "x_is" in s]
    counted = step.get("per") or step.get("x_is")
    nth = re.search(r" beyond the (\w+)", text)
    assert nth is not None and str(counted).endswith(f" beyond the {nth[1]}")


@pytest.mark.parametrize("text", [t for t in READ_AFTER if "(up to " in t])
def test_up_to_in_parentheses_caps_the_count(text: str) -> None:
    """ "(up to N)" is a cap, not reminder text: dropped, the count would run uncapped."""
    most = int(text.split("(up to ")[1].split(")")[0])
    (step,) = _steps(text)
    assert step["per_most"] == most


def test_the_beyond_count_leaves_the_first_ones_out() -> None:
    """``count_of`` reads "beyond the Nth" into the count (``Condition.beyond``); a printed
    cost has no things to leave out, so it is not counted so."""
    from scenarios.cards.condition_texts import count_of

    found = count_of("Landmark you control beyond the second")
    assert found is not None and found.beyond == 2
    whole = count_of("Landmark you control")
    assert whole is not None and whole.beyond == 0
    assert (found.counted, found.filter) == (whole.counted, whole.filter)
    assert count_of("Landmark you control beyond the second beyond the first") is None
