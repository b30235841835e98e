"""Which readings of the card grammar the writer writes (issue 30).

    .venv/bin/python benchmarks/writer_coverage.py [--list]

For every rule of ``altered.lark`` with a reader test, each of its printed sentences
(``tests/cards_grammar/sentences.py``) is read, its reading written back by
:mod:`scenarios.cards.grammar.writer.all_rules` and the text written read again. A rule is
*written* when at least one sentence that exercises it makes that round trip; a rule none
of whose sentences does has no writer yet (the hypothesis round trips cannot cover it).
``--list`` names, per rule not written, the first sentence and why the writer stopped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from scenarios.cards.grammar.writer.coverage import writer_coverage


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the rules not written")
    args = parser.parse_args()
    watch = Stopwatch()
    from tests.cards_grammar.sentences import READINGS, RULE_SENTENCES

    cov = writer_coverage(RULE_SENTENCES, READINGS)
    n, written = max(cov.rules, 1), cov.rules - len(cov.unwritten)
    print(
        f"grammar rules with a reader sentence: {cov.rules}; written back (round trip) by "
        f"the writer: {written} ({100 * written / n:.1f}%); "
        f"sentences round-tripped {cov.sentences_written}/{cov.sentences}"
    )
    if args.list:
        for rule, (text, why) in sorted(cov.unwritten.items()):
            print(f"  {rule}: {text}  -- {why}")
    print(footer(watch))


if __name__ == "__main__":
    main()
