"""A timeline line as a judge reads it: each atomic action said once, each name once.

The sandbox's lines (:meth:`Session.said <judge_app.sandbox.session.Session.said>`) are the
engine's lines for each moment, each said once from the step's data: no family of rewrites
over finished text is left (:data:`REWRITES` is empty; ``benchmarks/line_words_families.py``
counts the lines a family would change, 0). :func:`timeline_line` stays as the one place the
timeline, the report and the command line pass each line through; :func:`prompt_words` and
:func:`own_words` say a prompt saved by an earlier release in today's words.

Pure Python, no Qt, used by the sandbox window's timeline and by the report and summary
(:mod:`judge_app.sandbox.report`): only the words change, never what the line says happened.
Notes in brackets (the engine's explanations, "[… does not activate: …]") are kept as they are.

Rewrites the engine's lines made dead are gone, each now said by the engine from its data:
a decision's line (engine/why/asked.py), a step's name then its event said twice, a Spell
going to Reserve (engine/play/playing.py), a script item's label before the engine's sentence
for it (the declaration "p1 plays Recall from Hand (spell), paying 1", engine/play/playing.py
and judge_app/sandbox/stepping.py), the Mana Orbs of one payment in one part
(engine/why/orb_words.py), Resupply as what the player does and "p1's hero Expedition"
(engine/steps/outcome.py), a Reaction-activating step naming each source once with how many
of its Reactions activate (engine/steps/emblem_reactions.py), and the card data's icon codes
in quoted abilities and notes ("its [When I am played from Hand] Reaction does not
activate", engine/why/icon_words.py, said as each line is made). A line saved by an earlier
release is said again by the engine when its file is opened (judge_app/sandbox/branches_io.py:
a line now said otherwise is counted in a note, never a refusal), so no old words reach here.
The last three went in issue 31: the same atomic action several times in a row is one part
with how many ("Ordis Recruit is created in p1's hero Expedition (2 times)",
engine/steps/outcome.py ``once_each``), a cost of several parts is said by its events
(engine/steps/cost_parts.py) and an impossible action refused says "… is impossible"
(engine/pipeline/resolve.py), not an action's name in brackets; "an effect's source named
again" named two objects of one name ("Quiet Study: Quiet Study is drawn in p1's Hand" — the
Spell, then the card it drew), which the rewrite merged into one: the engine's line is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.state.actions import ActionKind
from engine.why.step_words import bare

_NOTE = re.compile(r"\[[^\[\]]*\]")
_MASK = re.compile(r"\x00(\d+)\x00")

# "p1: choose for Kuwat, the Dissenter: sacrifice", "choose 2 for Enhanced Prototype: ready"
# — the engine's prompt for a subject, with how many where it says it
_CHOOSE_FOR = re.compile(
    r"^(?P<p>p\d+: )?choose (?P<n>(?:up to )?\d+ |any number )?for (?P<src>.+?): "
    r"(?P<kind>[a-z]+(?: [a-z]+){0,2})(?P<rest> \(.*\))?$"
)
# the engine's notes on whose objects a choice offers (engine/steps/choice_zones.py):
# "(from p1's own Reserve: each player has their own Reserve)", "(only what p1 controls in
# play: one sacrifices one's own objects)"
_OWN_ZONE = re.compile(
    r"^ \(from (?P<p>p\d+)'s own (?P<zone>[A-Za-z ]+): each player has their own (?P=zone)\)"
)
_OWN_SACRIFICE = re.compile(
    r"^ \(only what (?P<p>p\d+) controls in play: one sacrifices one's own objects\)"
)
# "choose a target for Hush: ignore", "choose up to 2 targets for Gust: return" — the
# engine's target prompt, the action's name after the source; what follows (" — …",
# ", or none — …", " (the player whose cards it counts)") is kept
_TARGET_FOR = re.compile(
    r"^choose (?P<what>a target|up to \d+ targets|\d+ different targets) "
    r"for (?P<src>[^:]+?): (?P<kind>[a-z]+(?: [a-z]+){0,2})(?P<rest>(?:,| —| \().*)?$"
)


def timeline_line(text: str) -> str:
    """``text`` (a moment's line in a judge's words) with every restatement removed."""
    notes: list[str] = []

    def mask(match: re.Match[str]) -> str:
        notes.append(match.group(0))
        return f"\x00{len(notes) - 1}\x00"

    line = _NOTE.sub(mask, text)
    for _, rewrite in REWRITES:
        line = rewrite(line)
    return _MASK.sub(lambda m: notes[int(m.group(1))], line)


def rewrites_done(text: str) -> list[str]:
    """The names of the rewrite families (:data:`REWRITES`) that change
    ``text``: what ``benchmarks/line_words_families.py`` counts, so a family the engine's
    lines no longer need can be seen and deleted."""
    notes: list[str] = []

    def mask(match: re.Match[str]) -> str:
        notes.append(match.group(0))
        return f"\x00{len(notes) - 1}\x00"

    line = _NOTE.sub(mask, text)
    done: list[str] = []
    for name, rewrite in REWRITES:
        new = rewrite(line)
        if new != line:
            done.append(name)
        line = new
    return done


def prompt_words(prompt: str) -> str:
    """A decision's prompt with the action said as a verb, not as a name after a colon:
    "choose a target for Hush: ignore" → "choose a target to ignore for Hush". The engine
    asks in these words itself now, and its lines say who decides (engine/why/asked.py), so
    the timeline no longer rewrites prompts; the decision panel still does, for a pending
    decision saved with a board by an earlier release (its prompt is kept as saved)."""
    m = _CHOOSE_FOR.match(prompt)
    if m is not None:
        n = m.group("n") or "what "
        said = f"choose {n}to {_verb(m.group('kind'))} for {m.group('src')}"
        return said + own_words(m.group("rest") or "")
    t = _TARGET_FOR.match(prompt)
    if t is None:
        return prompt
    what, kind, src = t.group("what"), t.group("kind"), t.group("src")
    return f"choose {what} to {_verb(kind)} for {src}" + own_words(t.group("rest") or "")


def _verb(kind: str) -> str:
    """An action's name as the verb after "to", in its rule's words (engine/why/step_words):
    "give boost" → "give a boost", "switch expeditions" → "switch the Expeditions"."""
    try:
        return bare(ActionKind(kind.replace(" ", "_")))
    except ValueError:
        return kind


def own_words(rest: str) -> str:
    """The engine's note on whose objects a choice offers, as a judge says it: "(from p1's
    own Reserve: each player has their own Reserve)" → " — only from p1's own Reserve: each
    player has their own"; "(only what p1 controls in play: …)" → " — only among what p1
    controls: one sacrifices only one's own objects". Other words are kept."""
    zone = _OWN_ZONE.match(rest)
    if zone is not None:
        said = (
            f" — only from {zone.group('p')}'s own {zone.group('zone')}: each player has their own"
        )
        return said + rest[zone.end() :]
    sacrifice = _OWN_SACRIFICE.match(rest)
    if sacrifice is not None:
        who = sacrifice.group("p")
        said = f" — only among what {who} controls: one sacrifices only one's own objects"
        return said + rest[sacrifice.end() :]
    return rest


REWRITES: tuple[tuple[str, Callable[[str], str]], ...] = ()
"""The rewrites :func:`timeline_line` does, in order, by family (the notes in brackets
masked): none left — the engine says each line from the step's data (issue 31)."""
