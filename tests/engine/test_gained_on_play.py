"""A status gained as a card is played is seen by every later check of that play (issue 31;
5.1.2.h, 5.2.1.b, 5.2.4.a): a card gains Fleeting as it moves to Limbo — from Reserve, or by
"Spells you play have Fleeting" — before the play is complete, so "When you play a Fleeting
[Character / Spell]" activates; played from Hand without such an ability it does not.
The probes (tests/data/gained_on_play) are the gained-on-play statuses and keywords the card
reader reads today: Fleeting. A keyword granted to "Characters you play" (Gigantic, Defender,
Eternal, Seasoned) is resolved by hand, not guessed."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

_PROBES = sorted((Path(__file__).resolve().parents[1] / "data" / "gained_on_play").glob("*.yaml"))


@pytest.mark.parametrize("path", _PROBES, ids=[p.stem for p in _PROBES])
def test_a_status_gained_as_played_is_seen_by_the_check_of_the_play(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert not failed, failed
