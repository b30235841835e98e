"""A timeline line as a judge reads it: each atomic action said once, each name once.

The sandbox's lines (:meth:`Session.said <judge_app.sandbox.session.Session.said>`) are the
engine's lines for each moment. Most now say each thing once from the step's data; what is
left here rewrites finished text, family by family (:data:`REWRITES`, counted by
``benchmarks/line_words_families.py``): an effect's source named again by its sentence, the
same atomic action said several times in a row, an action's name in brackets, and the card
data's icon codes inside the engine's notes and quoted abilities.

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
of its Reactions activate (engine/steps/emblem_reactions.py). A line saved by an earlier
release is said again by the engine when its file is opened (judge_app/sandbox/branches_io.py,
which accepts the earlier words an entry keeps), so no old words reach here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.state.actions import ActionKind
from engine.why.step_words import bare, will_do
from scenarios.pool.icons import icons_as_words

_NOTE = re.compile(r"\[[^\[\]]*\]")
_MASK = re.compile(r"\x00(\d+)\x00")
_PLAYER = re.compile(r"p\d+")

# "Spell Watcher: give boost: …" — an effect's source, then its kind in lower-case words
_SOURCE_KIND = re.compile(r"^(?P<src>[^:]+?): (?P<kind>[a-z]+(?: [a-z]+){0,2}): (?P<body>.+)$")
# "Mighty Jinn: Mighty Jinn is drawn …" — a source, then a sentence about it
_SOURCE_SAID = re.compile(r"^(?P<src>[^:()]+?): (?P<body>(?P=src) (?!\()[^:]*)$")
# "Offering (sacrifice): …"
_SOURCE_PAREN = re.compile(r"^(?P<src>[^:()]+?) \((?P<kind>[a-z][a-z ]*)\): (?P<body>.+)$")
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
# words that may stand in a name ("Kuwat, the Dissenter", "Lady of the Lake", "Kojo & Booda")
_NAME_WORDS = frozenset({"the", "of", "and", "a", "an", "&", "itself", "in", "s"})
_ICON_CODE = re.compile(r"\{[A-Za-z]\}")  # the card data's icons ("{H} Reaction"), in words


def timeline_line(text: str) -> str:
    """``text`` (a moment's line in a judge's words) with every restatement removed."""
    notes: list[str] = []

    def mask(match: re.Match[str]) -> str:
        notes.append(match.group(0))
        return f"\x00{len(notes) - 1}\x00"

    line = _NOTE.sub(mask, text)
    for _, rewrite in REWRITES:
        line = rewrite(line)
    line = _MASK.sub(lambda m: notes[int(m.group(1))], line)
    return _icon_words(line)


def rewrites_done(text: str) -> list[str]:
    """The names of the rewrite families (:data:`REWRITES`, and ``icon codes``) that change
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
    line = _MASK.sub(lambda m: notes[int(m.group(1))], line)
    if _icon_words(line) != line:
        done.append("icon codes")
    return done


def _icon_words(line: str) -> str:
    """The card data's icon codes ("{H} Reaction") in words."""
    return _ICON_CODE.sub(lambda m: icons_as_words(m.group(0)), line)


def _source_once(line: str) -> str:
    """An effect's source and kind, then what it did: the source is not named twice."""
    kind = _SOURCE_KIND.match(line)
    if kind is not None and not _PLAYER.fullmatch(kind.group("src")):
        line = f"{kind.group('src')} ({kind.group('kind')}): {kind.group('body')}"
    said = _SOURCE_SAID.match(line)
    if (
        said is not None
        and _only_names(said.group("src"))
        and not _PLAYER.fullmatch(said.group("src"))
    ):
        # "Mighty Jinn: Mighty Jinn is drawn in p2's Hand" (the engine's line names its
        # source alone, the judge's view names the card drawn): the sentence says it
        return said.group("body")
    paren = _SOURCE_PAREN.match(line)
    if paren is None:
        return line
    src, body = paren.group("src"), paren.group("body")
    if body.startswith(src + " ") and not body.startswith(src + " ("):
        return body  # "Tireless Drill gains 1 boost": the action says the kind
    if body == src or body.startswith(src + ";"):
        return f"{src} ({paren.group('kind')}): itself{body[len(src) :]}"
    if body.startswith(src + ", "):
        return f"{src} ({paren.group('kind')}): itself{body[len(src) :]}"
    return line


def _repeats_once(line: str) -> str:
    """The same atomic action said several times in a row ("X; X; X"): once, with how many
    times ("X (3 times)")."""
    head, sep, body = line.rpartition(": ")
    parts = (body if sep else line).split("; ")
    if len(parts) < 2:
        return line
    out: list[str] = []
    i = 0
    while i < len(parts):
        j = i
        while j + 1 < len(parts) and parts[j + 1] == parts[i]:
            j += 1
        count = j - i + 1
        out.append(parts[i] if count == 1 else f"{parts[i]} ({count} times)")
        i = j + 1
    said = "; ".join(out)
    return f"{head}{sep}{said}" if sep else said


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


def _only_names(text: str) -> bool:
    """Whether ``text`` names objects and says no action ("Vanilla 1/1/1", "itself")."""
    words = re.findall(r"[A-Za-z&']+", text)
    return all(w[0].isupper() or w.lower() in _NAME_WORDS for w in words)


def _no_action_names(line: str) -> str:
    """An effect's source with its action's name in brackets ("Haven (give boost): Kuwat
    gains 1 boost"): the action is said by what follows, so the name goes ("Haven: Kuwat
    gains 1 boost"); when only the objects chosen follow, the action is said as a verb
    ("Kuwat, the Dissenter will sacrifice itself"), and when nothing happens, what would
    have ("… would give a boost: nothing happens")."""
    m = _SOURCE_PAREN.match(line)
    if m is None or _MASK.fullmatch(m.group("src").strip()):
        return line
    src, kind, body = m.group("src"), m.group("kind"), m.group("body")
    kind = _verb(kind.strip())
    first, semi, rest = body.partition(";")
    if first.startswith("nothing happens"):
        return f"{src} would {kind}: {body}"
    if _only_names(_MASK.sub("", first)):
        will = will_do(m.group("kind").strip(), first.strip()) or f"will {kind} {first.strip()}"
        return f"{src} {will}{semi}{rest}"
    return f"{src}: {body}"


REWRITES: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("source named twice", _source_once),
    ("repeated parts", _repeats_once),
    ("action names in brackets", _no_action_names),
)
"""The rewrites :func:`timeline_line` does, in order, by family (the notes in brackets
masked; icon codes said in words last)."""
