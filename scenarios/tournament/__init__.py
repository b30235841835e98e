"""The tournament desk: is a registered decklist legal for the event, on the event's date?

Pure Python, no Qt (issue 35). One module per idea:

* :mod:`~scenarios.tournament.listing` reads a decklist as deck builders export it
  (``N REFERENCE``) and as people write it (``3 Kuwat, the Dissenter``);
* :mod:`~scenarios.tournament.versions` finds the version of each line in the card pool — a
  name matching versions of several rarities or factions is asked about (1.1.4.d, Remark);
* :mod:`~scenarios.tournament.dated` reads the cards' history on a date: suspensions, bans
  (a suspension lifted later is legal from its lifting date) and errata in force;
* :mod:`~scenarios.tournament.constructed` and :mod:`~scenarios.tournament.limited` hold the
  deck-building rules (CR 5.0 1.1.4 and 1.1.5);
* :mod:`~scenarios.tournament.verdict` is the result (plain data, JSON), and
  :mod:`~scenarios.tournament.report` writes it in a judge's words;
* :mod:`~scenarios.tournament.check` puts them together: :func:`check_deck`.
"""

from __future__ import annotations

from scenarios.tournament.check import check_deck, check_deck_file
from scenarios.tournament.verdict import DeckVerdict, Violation

__all__ = ["DeckVerdict", "Violation", "check_deck", "check_deck_file"]
