"""The words of the sandbox's quick entry: a board typed as a sentence.

"Kuwat in reserve, Haven, Vanilla in hero expedition" — clauses separated by commas,
semicolons, "and" or "then"; each clause is a card with, optionally, how many, its player,
its statuses, its boosts and its place; or a command: ``play Kuwat [from reserve] [to
companion]``, ``p2 mana 3``. A card name may itself hold a comma ("Haven, Bravos Bastion"):
the parser joins the pieces back when together they name a card.

This module is the grammar only (words → :class:`Clause` values); which card a name means
is asked of a :class:`Names` lookup (:mod:`.quick_cards`), and laying the clauses on a
board is :mod:`.quick_entry`. Pure Python: no Qt.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

from scenarios.cards.card_words import NUMBER_WORDS  # numbers as card text writes them

SEPARATOR = re.compile(r"\s*(?:[,;]|\.(?=\s|$)|\band\b|\bthen\b)\s*", re.IGNORECASE)

ZONE_WORDS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("hero", "expedition"), "hero_expedition"),
    (("hero", "exp"), "hero_expedition"),
    (("companion", "expedition"), "companion_expedition"),
    (("companion", "exp"), "companion_expedition"),
    (("discard", "pile"), "discard"),
    (("landmark", "zone"), "landmarks"),
    (("mana", "zone"), "mana"),
    (("hero", "zone"), "hero"),
    (("expedition",), "hero_expedition"),
    (("companion",), "companion_expedition"),
    (("hero",), "hero_expedition"),
    (("reserve",), "reserve"),
    (("hand",), "hand"),
    (("deck",), "deck"),
    (("discard",), "discard"),
    (("landmarks",), "landmarks"),
    (("landmark",), "landmarks"),
    (("limbo",), "limbo"),
)
"""Words naming a player's zone → the zone's short name (``board.zone_keys``; "hero" is
the Hero Expedition, or the Hero's own zone for a Hero card)."""

ZONE_SAID = {
    "hero_expedition": "hero Expedition",
    "companion_expedition": "companion Expedition",
    "discard": "Discard pile",
    "landmarks": "Landmarks",
    "mana": "Mana zone",
    "hero": "Hero zone",
    "reserve": "Reserve",
    "hand": "Hand",
    "deck": "Deck",
    "limbo": "Limbo",
}

PREPOSITIONS = frozenset({"in", "into", "to", "on", "at", "from", "the", "of"})
STATUS_WORDS = {
    "exhausted": "exhausted",
    "exhaust": "exhausted",
    "fleeting": "fleeting",
    "asleep": "asleep",
    "anchored": "anchored",
}
MAX_COUNT = 30
"""More copies than this of one card in one clause is a typo, not a board."""

PLAYER = re.compile(r"^p([1-9])(?:'s|’s|s)?:?$")
OPPONENT_WORDS = frozenset({"opponent", "opponent's", "opponent’s", "opponents", "their"})
OWN_WORDS = frozenset({"my", "mine", "own"})


class EntryError(ValueError):
    """A clause the quick entry did not understand; the message quotes it and says why."""


@dataclass(frozen=True, slots=True)
class Clause:
    """One thing the sentence asks for.

    ``kind`` is ``"card"`` (put ``count`` copies of ``name`` in ``zone``), ``"play"``
    (play ``name`` from ``zone`` — Hand or Reserve — to ``dest``, an Expedition) or
    ``"mana"`` (``player`` has ``count`` ready Mana Orbs). ``zone`` is a short zone name
    (``board.zone_keys``) or ``None`` for the card's usual place; ``player`` ``None`` is
    the first player.
    """

    kind: str
    text: str
    name: str = ""
    count: int = 1
    zone: str | None = None
    player: str | None = None
    statuses: tuple[str, ...] = ()
    boosts: int = 0
    dest: str | None = None
    words: tuple[str, ...] = field(default=(), compare=False)


def fold(text: str) -> str:
    """``text`` for comparing names: no accents, lower case, punctuation as spaces (the
    ``/`` of "Vanilla 2/2/2" and the ``&`` of "Kojo & Booda" kept)."""
    bare = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in bare if not unicodedata.combining(c)).casefold()
    bare = bare.replace("’", "'")
    return " ".join(re.sub(r"[^\w/&'+]+", " ", bare).split())


def split_clauses(text: str) -> list[tuple[str, str]]:
    """The sentence's pieces, each with the separator that follows it ("," "and" …)."""
    pieces: list[tuple[str, str]] = []
    pos = 0
    for match in SEPARATOR.finditer(text):
        pieces.append((text[pos : match.start()], match.group(0)))
        pos = match.end()
    pieces.append((text[pos:], ""))
    return [(p.strip(), sep) for p, sep in pieces]


def _player_word(word: str) -> str | None:
    m = PLAYER.match(word)
    if m:
        return f"p{m.group(1)}"
    if word in OPPONENT_WORDS:
        return "p2"
    if word in OWN_WORDS:
        return "p1"
    return None


def _take_zone(words: list[str]) -> tuple[str | None, str | None]:
    """Remove a trailing place ("in p2's reserve", "hero expedition", "companion") from
    ``words``; returns the zone's short name and the player it names, if any."""
    for phrase, zone in ZONE_WORDS:
        n = len(phrase)
        if len(words) >= n and tuple(words[-n:]) == phrase:
            del words[-n:]
            player = None
            while words and (words[-1] in PREPOSITIONS or _player_word(words[-1])):
                player = _player_word(words[-1]) or player
                words.pop()
            return zone, player
    return None, None


def _take_count(words: list[str]) -> int:
    if len(words) > 1:
        head = words[0].removesuffix("x")
        if head.isdigit():
            words.pop(0)
            return int(head)
        if words[0] in NUMBER_WORDS:
            return NUMBER_WORDS[words.pop(0)]
    return 1


def _take_marks(words: list[str]) -> tuple[tuple[str, ...], int, str | None]:
    """Statuses ("exhausted"), boosts ("+2", "2 boosts", "boosted") and a player ("p2")
    anywhere among ``words`` (removed)."""
    statuses: list[str] = []
    boosts = 0
    player: str | None = None
    kept: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if w in STATUS_WORDS:
            statuses.append(STATUS_WORDS[w])
        elif re.fullmatch(r"\+\d+", w):
            boosts += int(w[1:])
        elif w.isdigit() and nxt in ("boost", "boosts"):
            boosts += int(w)
            i += 1
        elif w in ("boosted",):
            boosts += 1
        elif w == "with" and (nxt.isdigit() or nxt.startswith("+")):
            pass
        elif _player_word(w) is not None:
            player = _player_word(w)
        else:
            kept.append(w)
        i += 1
    words[:] = kept
    return tuple(dict.fromkeys(statuses)), boosts, player


def _mana(words: list[str], text: str, player: str | None) -> Clause | None:
    """``mana 4``, ``4 mana``, ``p2 mana 3``, ``p2 has 3 ready mana orbs``."""
    rest = [w for w in words if w not in ("has", "have", "ready", "orbs", "orb", "with")]
    numbers = [w for w in rest if w.isdigit()]
    others = [w for w in rest if not w.isdigit() and _player_word(w) is None]
    if others != ["mana"] or len(numbers) != 1:
        return None
    for w in rest:
        player = _player_word(w) or player
    return Clause("mana", text, count=int(numbers[0]), player=player)


def _play(words: list[str], text: str, player: str | None) -> Clause:
    """``play Kuwat``, ``play Kuwat from reserve``, ``p1 plays Kuwat to companion``."""
    dest: str | None = None
    for phrase, where in ZONE_WORDS:  # "... to companion": the Expedition it goes to
        n = len(phrase)
        if where.endswith("expedition") and len(words) > n and tuple(words[-n:]) == phrase:
            before = words[-n - 1] if len(words) > n else ""
            if before in ("to", "in", "into"):
                del words[-n - 1 :]
                dest = where
            break
    zone, named = _take_zone(words)
    if zone is not None and zone not in ("hand", "reserve"):
        raise EntryError(
            f"“{text}”: a card is played from a Hand or a Reserve, not the {ZONE_SAID[zone]}"
        )
    _, _, who = _take_marks(words)
    name = " ".join(words)
    if not name:
        raise EntryError(f"“{text}”: play which card?")
    return Clause("play", text, name=name, zone=zone, player=who or named or player, dest=dest)


def parse_clause(
    text: str, player: str | None = None, is_name: Callable[[str], bool] = lambda _w: False
) -> Clause:
    """One clause in words → a :class:`Clause` (the card name not yet looked up).
    ``player``: the player named earlier in the sentence ("p2: Vanilla, Haven");
    ``is_name``: whether words are a whole card name, so a name ending in a place's word
    ("Sleight of Hand") is not read as a card put in a Hand."""
    words = fold(text).split()
    if not words:
        raise EntryError("an empty clause (two commas in a row?)")
    mana = _mana(words, text, player)
    if mana is not None:
        return mana
    if words[0] in ("play", "plays", "cast") or (
        len(words) > 1 and _player_word(words[0]) and words[1] in ("play", "plays")
    ):
        if words[0] not in ("play", "plays", "cast"):
            player = _player_word(words.pop(0))
        words.pop(0)
        return _play(words, text, player)
    count = _take_count(words)
    zone, zone_player = (None, None) if is_name(" ".join(words)) else _take_zone(words)
    statuses, boosts, who = _take_marks(words)
    # "Vanilla in hand exhausted": the place came before the marks
    if zone is None and not is_name(" ".join(words)):
        zone, zone_player = _take_zone(words)
    if not words:
        raise EntryError(f"“{text}”: which card?")
    if not 1 <= count <= MAX_COUNT:
        raise EntryError(f"“{text}”: {count} copies is more than {MAX_COUNT}")
    return Clause(
        "card",
        text,
        name=" ".join(words),
        count=count,
        zone=zone,
        player=who or zone_player or player,
        statuses=statuses,
        boosts=boosts,
        words=tuple(words),
    )


def sticky_player(piece: str) -> tuple[str | None, str]:
    """A piece starting with ``p2:`` names the player of the clauses after it too: the
    player and the piece without it."""
    m = re.match(r"^\s*(p[1-9])\s*:\s*(.*)$", piece, re.IGNORECASE)
    if m:
        return m.group(1).lower(), m.group(2)
    return None, piece


def parse_sentence(text: str, is_name: Callable[[str], bool]) -> list[Clause]:
    """Every clause of ``text``. ``is_name(words)``: whether folded ``words`` are a card's
    whole name (or its name before the comma, "Kuwat" for "Kuwat, the Dissenter"), used to
    join back the pieces of a name holding a comma or an "and"."""
    pieces = split_clauses(text)
    clauses: list[Clause] = []
    errors: list[str] = []
    player: str | None = None
    i = 0
    while i < len(pieces):
        taken = 1
        for j in range(min(len(pieces), i + 4) - 1, i, -1):
            joined = "".join(p + sep for p, sep in pieces[i:j]) + pieces[j][0]
            _, joined = sticky_player(joined)
            try:
                clause = parse_clause(joined, player, is_name)
            except EntryError:
                continue
            if clause.kind != "mana" and is_name(fold(clause.name)):
                taken = j - i + 1
                break
        piece = "".join(p + sep for p, sep in pieces[i : i + taken - 1]) + pieces[i + taken - 1][0]
        named, piece = sticky_player(piece)
        player = named or player
        i += taken
        if not piece.strip():
            if named is None and i < len(pieces):  # a trailing comma is no clause
                errors.append("an empty clause (two commas in a row?)")
            continue
        try:
            clauses.append(parse_clause(piece, player, is_name))
        except EntryError as exc:
            errors.append(str(exc))
    if errors:
        raise EntryError("; ".join(errors))
    return clauses


def fragment(text: str) -> tuple[int, str]:
    """Where the card name being typed starts in ``text`` and what is typed of it: the
    last clause without its count, player or "play" (for completing the name)."""
    start = 0
    for match in SEPARATOR.finditer(text):
        start = match.end()
    rest = text[start:]
    m = re.match(
        r"^(\s*(?:p[1-9]\s*:\s*)?(?:p[1-9]\s+)?(?:plays?\s+)?(?:\d+x?\s+|(?:two|three|four|five)\s+)?)",
        rest,
        re.IGNORECASE,
    )
    skip = len(m.group(1)) if m else 0
    return start + skip, text[start + skip :]


__all__ = [
    "ZONE_SAID",
    "Clause",
    "EntryError",
    "fold",
    "fragment",
    "parse_clause",
    "parse_sentence",
    "split_clauses",
]
