"""A timeline line as a judge reads it: each atomic action said once, each name once.

The sandbox's lines (:meth:`Session.said <judge_app.sandbox.session.Session.said>`) join what
the engine wrote for one moment: a script item's label and the engine's own sentence for it
("p1 plays Fall Back from hand (spell) — p1 declares: play Fall Back (spell) paying 1"), an
effect's source and kind before the action it performed ("Spell Watcher: give boost: Spell
Watcher gains 1 boost"), and one part per Mana Orb exhausted by a payment ("p1 pays 3 mana:
p1 orb 1 is exhausted; p1 orb 2 is exhausted; p1 orb 3 is exhausted"). A judge at the
table reads a line per moment: here every restatement goes, so the line says each atomic
action once (the orbs of one payment in one part, 1.2.5.e), names each card once, and never
shows an engine word ("judge request switch_expeditions", "quick action 0").

Pure Python, no Qt, used by the sandbox window's timeline and by the report and summary
(:mod:`judge_app.sandbox.report`): only the words change, never what the line says happened.
Notes in brackets (the engine's explanations, "[… does not activate: …]") are kept as they are.

Rewrites the engine's lines made dead are gone: a decision's line ("p1: choose for X: kind",
now "p1 chooses what to … for X", engine/why/asked.py), a step's name then its event said
twice, a Spell going to Reserve then moving there (now "X goes to p1's Reserve" from the
step's data, engine/play/playing.py). A line saved by an earlier release is said again by
the engine when its file is opened (judge_app/sandbox/branches_io.py), so no old words reach
here. What is left still changes today's lines (measured on the examples and blind batches:
scripts' labels joined to the engine's sentence, orbs of one payment, repeated parts, a
Reaction-activating step's repeated names, Resupply, "p1 hero Expedition", icon codes).
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

# "p1 plays X from hand (spell) — p1 declares: play X (spell) paying 1"
_PLAY = re.compile(
    r"^(?P<p>p\d+) plays (?P<what>.+?) — (?P=p) declares: play (?P<decl>.+?) paying (?P<cost>.+)$"
)
# "p2 answers pass — p2 passes"
_ANSWER = re.compile(r"^(?P<p>p\d+) answers [^—]+? — (?P<said>(?P=p) .+)$")
# "Spell Watcher: give boost: …" — an effect's source, then its kind in lower-case words
_SOURCE_KIND = re.compile(r"^(?P<src>[^:]+?): (?P<kind>[a-z]+(?: [a-z]+){0,2}): (?P<body>.+)$")
# "Mighty Jinn: Mighty Jinn is drawn …" — a source, then a sentence about it
_SOURCE_SAID = re.compile(r"^(?P<src>[^:()]+?): (?P<body>(?P=src) (?!\()[^:]*)$")
# "Offering (sacrifice): …"
_SOURCE_PAREN = re.compile(r"^(?P<src>[^:()]+?) \((?P<kind>[a-z][a-z ]*)\): (?P<body>.+)$")
# "p1 orb 2 is exhausted", "p1 orb is exhausted" (an orb the judge put there has no number)
_ORB = re.compile(r"^(?P<p>p\d+) orb(?: (?P<n>\d+))? is (?P<verb>\w+)$")
_ORB_VERBS = {"exhausted": "exhausts", "readied": "readies"}
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
_PAYS = re.compile(r"^(?P<p>p\d+) pays ")
_REACTIONS_STEP = "Reaction-activating step: "
_BARE_EXPEDITION = re.compile(r"\b(p\d+) (hero|companion) Expedition\b")
_ONE_ORBS = re.compile(r"\b1 Mana Orbs\b")
_ICON_CODE = re.compile(r"\{[A-Za-z]\}")  # the card data's icons ("{H} Reaction"), in words
_FROM_ZONE = re.compile(r"\bfrom (hand|reserve)\b")
# "Vanilla 1/1/1 is put in p1's Reserve (Resupply)": the keyword action's name in brackets
_RESUPPLY = re.compile(
    r"(?P<lead>\s*)(?P<s>[^:;—\s][^:;—]*?) is put in (?P<p>p\d+)'s Reserve"
    r"(?P<exhausted> exhausted)? \(Resupply\)"
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


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", text.lower().replace("_", " ")) if w}


def _script_item(line: str) -> str:
    """A script item's label, then the engine's sentence for it: the sentence, once."""
    play = _PLAY.match(line)
    if play is not None:
        what = play.group("what")
        if re.search(r"\bquick action \d+ of\b", what):  # the engine's index of the ability
            what = play.group("decl")
        what = _FROM_ZONE.sub(lambda m: f"from {m.group(1).capitalize()}", what)
        return f"{play.group('p')} plays {what}, paying {play.group('cost')}"
    answer = _ANSWER.match(line)
    if answer is not None:
        return answer.group("said")
    label, dash, said = line.partition(" — ")
    if dash and said and _words(label) <= _words(said):
        line = said  # the label says nothing the sentence does not
    if line.startswith("judge request ("):
        line = "Judge request " + line[len("judge request ") :]
    return line


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


def _orbs_once(line: str) -> str:
    """The Mana Orbs of one payment in one part: "p1 pays 3 mana: Mana Orbs 1, 2 and 3 are
    exhausted" (the payer's own orbs, 1.2.5.e)."""
    head, sep, body = line.partition(": ")
    if not sep or "orb" not in body:
        return line
    payer = _PAYS.match(head)
    parts = body.split("; ")
    out: list[str] = []
    i = 0
    while i < len(parts):
        orb = _ORB.match(parts[i])
        if orb is None:
            out.append(parts[i])
            i += 1
            continue
        player, verb = orb.group("p"), orb.group("verb")
        numbers = [orb.group("n")]
        i += 1
        while i < len(parts):
            more = _ORB.match(parts[i])
            if more is None or (more.group("p"), more.group("verb")) != (player, verb):
                break
            numbers.append(more.group("n"))
            i += 1
        if None in numbers:  # orbs without numbers: how many, by whom
            many = len(numbers)
            orbs = "1 Mana Orb" if many == 1 else f"{many} Mana Orbs"
            if verb in _ORB_VERBS:
                out.append(f"{player} {_ORB_VERBS[verb]} {orbs}")
            else:
                out.append(f"{many} of {player}'s Mana Orbs {'is' if many == 1 else 'are'} {verb}")
            continue
        whose = "" if payer is not None and payer.group("p") == player else f"{player}'s "
        if len(numbers) == 1:
            out.append(f"{whose}Mana Orb {numbers[0]} is {verb}")
        else:
            listed = ", ".join(numbers[:-1]) + f" and {numbers[-1]}"
            out.append(f"{whose}Mana Orbs {listed} are {verb}")
    return f"{head}: {'; '.join(out)}"


def _reactions_once(line: str) -> str:
    """ "Reaction-activating step: Kuwat, the Dissenter, Kuwat, the Dissenter" (a card whose
    two Reactions both activate) → "… : Kuwat, the Dissenter (2 Reactions)"."""
    if not line.startswith(_REACTIONS_STEP):
        return line
    body = line[len(_REACTIONS_STEP) :]
    tail = ""
    if ";" in body:
        body, tail = body.split(";", 1)
        tail = ";" + tail
    names = body.split(", ")
    for size in range(1, len(names) // 2 + 1):
        if len(names) % size:
            continue
        name = names[:size]
        if name * (len(names) // size) == names:
            count = len(names) // size
            return f"{_REACTIONS_STEP}{', '.join(name)} ({count} Reactions){tail}"
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


def _resupply_said(m: re.Match[str]) -> str:
    """Resupply said as what the player does, not as a name in brackets: "p1 resupplies —
    Vanilla 1/1/1 is put in p1's Reserve" (7.3.31.a: to Resupply is to put the top card of
    one's Deck into one's Reserve)."""
    p = m.group("p")
    exhausted = m.group("exhausted") or ""
    return f"{m.group('lead')}{p} resupplies — {m.group('s')} is put in {p}'s Reserve{exhausted}"


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


def _bare_expedition(line: str) -> str:
    """ "p1 hero Expedition" → "p1's hero Expedition"."""
    return _BARE_EXPEDITION.sub(r"\1's \2 Expedition", line)


def _one_orb(line: str) -> str:
    """ "1 Mana Orbs" → "1 Mana Orb"."""
    return _ONE_ORBS.sub("1 Mana Orb", line)


def _resupply(line: str) -> str:
    """Resupply said as what the player does (:func:`_resupply_said`)."""
    return _RESUPPLY.sub(_resupply_said, line)


REWRITES: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("script labels", _script_item),
    ("source named twice", _source_once),
    ("Mana Orbs of one payment", _orbs_once),
    ("repeated parts", _repeats_once),
    ("Reaction-activating names", _reactions_once),
    ("action names in brackets", _no_action_names),
    ("Resupply", _resupply),
    ("p1 hero Expedition", _bare_expedition),
    ("1 Mana Orbs", _one_orb),
)
"""The rewrites :func:`timeline_line` does, in order, by family (the notes in brackets
masked; icon codes said in words last)."""
