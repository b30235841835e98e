"""A trigger's condition closed by a comma (gv, session 35): "When I enter play, if you
control a Mage, draw a card.", "At Noon, if I have a boost, I gain 1 boost, otherwise I gain
Anchored." — the house voice of :mod:`voiced`.

6.3.b: a trigger may specify an additional condition for its Reaction to be activated,
written after a comma — so "[trigger], if [c], [output]" is "[trigger], if [c] — [output]"
(the trigger's condition, as the cards print it with the dash). With ", otherwise [Z]" after
the output the condition cannot be the trigger's (a Reaction not activated has no
"otherwise"): it governs the output, "[trigger] — If [c], [Y], otherwise [Z]" (6.5.d, 6.5.e),
as an effect's "If …, …, otherwise …" is read. Only where no dash is printed, and only a
condition without a comma of its own (where it ends is not guessed).
"""

from __future__ import annotations

import re

_TRIGGER = (
    r"(?:\{I\} )?(?:(?:When|Whenever|Each time|The (?:first|second|third) time)"
    r" (?![^,\u2014.:]*\bwould\b)[^,\u2014.:]+|At (?:Morning|Noon|Dusk|Night))"
)
_IF_COMMA = re.compile(
    rf"^({_TRIGGER}), (if|unless) ([^,\u2014.:]+), (?!otherwise\b|then\b)([a-z]|I\b)([^\u2014]*)$"
)


def trigger_if_comma(said: str) -> str:
    """``said`` with a trigger's comma-closed condition said with the dash (6.3.b), or — an
    "otherwise" following — the condition opening the output (6.5.e); else ``said``."""
    if "\u2014" in said:
        return said
    m = _IF_COMMA.match(said)
    if m is None:
        return said
    trigger, word, condition, first, rest = m.groups()
    output = f"{first.upper()}{rest}"
    if re.search(r",? otherwise\b", rest, re.IGNORECASE):
        return f"{trigger} \u2014 {word.capitalize()} {condition}, {first}{rest}"
    return f"{trigger}, {word} {condition} \u2014 {output}"
