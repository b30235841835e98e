"""The grammar loaded once: :func:`parse` gives the tree of one ability, or
:class:`NotRead` naming the word the language stops at."""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import lark
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from rules_corpus.paths import cache_dir
from rules_corpus.store.atomic import write_atomically
from scenarios.cards.grammar.doers import ACTING, doer_before
from scenarios.cards.grammar.lexer import WordLexer
from scenarios.cards.grammar.printed_words import words
from scenarios.cards.grammar.voiced import house_voice

GRAMMAR = Path(__file__).with_name("altered.lark")
LEXER = Path(__file__).with_name("lexer.py")


class NotRead(ValueError):
    """Text the grammar does not read (or reads but cannot map): ``part`` is the words
    not read, ``reason`` says so in a judge's words, ``rule`` the grammar rule concerned."""

    def __init__(self, part: str, reason: str, rule: str = "", at: int = -1) -> None:
        super().__init__(reason)
        self.part = part
        self.reason = reason
        self.rule = rule
        self.at = at
        """The word where the grammar stopped (-1: read whole, refused by a rule)."""


_BUILT: list[Lark] = []
_BUILDING = threading.Lock()
KEPT_TABLES = 3
"""How many built tables (one per grammar version) the cache folder keeps: the newest."""


_BEFORE_BUILDING: list[Callable[[], None]] = []


def before_building(tell: Callable[[], None]) -> None:
    """Have ``tell`` called once, just before the tables are built rather than read from the
    cache folder (the first card text read after an install or an update: seconds of CPU) —
    so the command line can say why it waits instead of seeming to hang. Asked again with the
    same ``tell``, nothing changes (one notice per build)."""
    if tell not in _BEFORE_BUILDING:
        _BEFORE_BUILDING.append(tell)


def grammar() -> Lark:
    """The parser, built once per process (:func:`build`): building the tables takes seconds
    of CPU the first time a grammar version is read (the app does it in the background at
    start-up, ``judge_app/gui/loader.py``), so a thread asking meanwhile waits for that build
    instead of doing it again."""
    if _BUILT:
        return _BUILT[0]
    with _BUILDING:
        if not _BUILT:
            if not tables_kept():
                for tell in _BEFORE_BUILDING:
                    tell()
            _BUILT.append(build())
    return _BUILT[0]


def tables_kept() -> bool:
    """Whether this grammar version's tables are in the cache folder or in the tables the
    installed app ships (:func:`seeded_file`): reading them takes ~0.05 s, building them
    tens of seconds of CPU."""
    text = grammar_text()
    kept = cache_file(text)
    return (kept is not None and kept.is_file()) or seeded_file(text) is not None


def grammar_text() -> str:
    """``altered.lark`` with the verb slots the verb lexicon generates (verbs.py): one
    grammar, its verb forms written once."""
    from scenarios.cards.grammar.verbs import grammar_rules

    return GRAMMAR.read_text(encoding="utf-8") + grammar_rules()


def build() -> Lark:
    """The LALR(1) parser of ``altered.lark`` with the word-level lexer, its tables read from
    the cache folder when they were built before (:func:`cache_file`), else from the tables
    the installed app ships (:func:`seeded_file`, copied into the cache folder), else built
    and kept; the tables other grammar versions left there are removed but the newest
    (:func:`forget_old_tables`)."""
    text = grammar_text()
    kept = cache_file(text)
    seeded = seeded_file(text)
    for source in (kept, seeded):
        lark = _read_tables(source)
        if lark is None:
            continue
        if seeded is not None and source == seeded and kept is not None:
            with contextlib.suppress(OSError):
                write_atomically(kept, seeded.read_bytes())
        if kept is not None:
            forget_old_tables(kept)
        return lark
    lark = Lark(
        text,
        parser="lalr",
        lexer=WordLexer,
        maybe_placeholders=False,
        propagate_positions=True,
        start=["start", "spell_effect", "trigger_only", "condition_only"],
    )
    if kept is not None:
        buffer = io.BytesIO()
        buffer.write(_HEADER)
        lark.save(buffer)
        with contextlib.suppress(OSError):  # a read-only cache folder: built again next run
            write_atomically(kept, buffer.getvalue())
        forget_old_tables(kept)
    return lark


_HEADER = b"judge-app card grammar tables 1\n"
"""The first line of a tables file: what follows is :meth:`Lark.save`'s pickle. Which grammar,
lexer, Lark and Python made it is in the file's name (:func:`table_name`)."""


def _read_tables(path: Path | None) -> Lark | None:
    """The parser read from a tables file, or ``None`` when there is none or it is damaged
    (cut short by a crash, or not ours): then the tables are built again, never misread.
    The file is one this app wrote into its cache folder or shipped in its seed folder."""
    if path is None:
        return None
    try:
        with path.open("rb") as f:
            if f.readline() != _HEADER:
                return None
            return Lark.load(f)
    except Exception:  # any unreadable tables: build them again
        return None


def forget_old_tables(kept: Path) -> None:
    """Remove the tables other grammar versions left in the cache folder but the newest
    :data:`KEPT_TABLES` (each ~1.5 MB; an updated app writes a new one), never ``kept``."""
    others = [p for p in kept.parent.glob("card-grammar-*.lark-cache") if p != kept]
    with contextlib.suppress(OSError):
        others.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for old in others[KEPT_TABLES - 1 :]:
        with contextlib.suppress(OSError):
            old.unlink()


def seeded_file(text: str) -> Path | None:
    """This grammar version's tables as the installed app ships them, built at packaging
    time into the seed folder (``JUDGE_APP_SEED_CACHE``, ``installer/build.sh``), or ``None``
    (a source checkout, or tables of another version): a fresh install, or a profile whose
    cache folder cannot be written, then never builds them. The grammar's hash is in the
    file's name, so tables of another version are never read."""
    seed = os.environ.get("JUDGE_APP_SEED_CACHE")
    name = table_name(text)
    if not seed or name is None:
        return None
    path = Path(seed) / name
    return path if path.is_file() else None


def table_name(text: str) -> str | None:
    """The tables' file name for ``text``: a hash of the grammar, of the word lexer's code
    and of the Lark and Python versions (``None`` when the lexer's code cannot be read:
    nothing is kept). The name does not depend on the folder, so the tables built at
    packaging time are the ones a user's cache folder keeps."""
    key = hashlib.sha256()
    key.update(text.encode("utf-8"))
    lexer_code = _lexer_code()
    if lexer_code is None:
        return None
    key.update(lexer_code)
    key.update(f"lark {lark.__version__}; python {sys.version_info[:2]}".encode())
    return f"card-grammar-{key.hexdigest()[:16]}.lark-cache"


def cache_file(text: str) -> Path | None:
    """Where the parser's tables are kept between runs: building them takes some 25 s of
    CPU (6,700 rules; minutes on a busy machine), loading them well under a second (issue 33).

    The name (:func:`table_name`) carries a hash of the grammar, of the word lexer's code and
    of the Lark and Python versions, so an edited grammar never reads old tables; a file
    that is damaged or half-written (it does not begin with our header, or cannot be
    unpickled) costs one build, never a wrong parse. If the folder cannot be written,
    nothing is kept.
    """
    name = table_name(text)
    if name is None:  # the lexer's code cannot be read: no key, so nothing is kept
        return None
    try:
        folder = cache_dir()
    except OSError:  # no cache folder (read-only profile): built each run, or the seed read
        return None
    return folder / name


def _lexer_code() -> bytes | None:
    """The word lexer's source, or in the installed app (where modules are archived, with no
    ``.py`` beside them) its compiled code as the archive holds it; ``None`` if neither can
    be read."""
    try:
        return LEXER.read_bytes()
    except OSError:
        pass
    try:
        import marshal

        from scenarios.cards.grammar import lexer

        loader = getattr(lexer.__spec__, "loader", None)
        code = loader.get_code(lexer.__name__) if loader is not None else None
        return marshal.dumps(code) if code is not None else None
    except (ImportError, AttributeError, ValueError, OSError):
        return None


def parse(text: str, *, spell: bool = False, start: str = "start") -> Tree[Token]:
    """The tree of one cleaned ability (``scenarios.cards.printed.text.clean``), of a
    Spell's effect with ``spell``, or of another start rule (``trigger_only`` …).

    Where the grammar stops inside a clause whose subject is "Each player" / "Each
    opponent", the text is read again with that clause's step in the third person
    (:func:`scenarios.cards.grammar.doers.doer_before`): the players doing any step the
    grammar reads (1.4.7.b). Clauses read the first time are never read again otherwise; if
    the text is still not read, the first reason is given."""
    start = "spell_effect" if spell else start
    text = house_voice(text)  # other voices said as the grammar's (voiced.py, gram38)
    acting: frozenset[int] = frozenset()
    first: NotRead | None = None
    while True:
        token = ACTING.set(acting)
        try:
            return _parse(text, start)
        except NotRead as exc:
            first = first or exc
            d = doer_before(text, exc.at) if exc.at >= 0 else None
            if d is None or d in acting:
                raise first from None
            acting = acting | {d}
        finally:
            ACTING.reset(token)


def _parse(text: str, start: str) -> Tree[Token]:
    printed = words(text)
    try:
        return grammar().parse(text, start=start)
    except UnexpectedToken as exc:
        at = exc.column - 1 if isinstance(exc.column, int) and exc.column > 0 else len(printed)
        return _stop(printed, at, exc, _last_read(exc))
    except UnexpectedEOF as exc:
        return _stop(printed, len(printed), exc, "")
    except (UnexpectedCharacters, UnexpectedInput) as exc:
        return _stop(printed, len(printed), exc, "")


def _last_read(exc: UnexpectedToken) -> str:
    """The grammar rule read last before the word not read (the top of the parser's
    stack), to group what is left by rule."""
    try:
        stack = exc.interactive_parser.parser_state.value_stack
    except AttributeError:
        return ""
    for item in reversed(stack):
        if isinstance(item, Tree) and not str(item.data).startswith("_"):
            return str(item.data)  # Lark's own helper rules ("__step_plus_3") are skipped
    return "start"


def _stop(printed: list[str], at: int, exc: Exception, after: str) -> Tree[Token]:
    """Raise :class:`NotRead` at word ``at``: the words from there to the sentence's end."""
    if at >= len(printed):
        raise NotRead(
            " ".join(printed[-4:]),
            f"the text ends before '{' '.join(printed[-4:])}' is complete",
            f"after {after or 'start'}",
            len(printed),
        ) from exc
    end = at
    while end < len(printed) and printed[end] not in (".", ":", "\u2014"):
        end += 1
    part = " ".join(printed[at : max(end, at + 1)])
    before = " ".join(printed[max(0, at - 3) : at])
    where = f" after '{before}'" if before else ""
    raise NotRead(
        part, f"'{part}'{where} is not read by the card grammar", f"after {after or 'start'}", at
    ) from exc
