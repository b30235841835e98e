"""Cards named in a rules question, recognised against the library and the imported pool (#32).

Players ask about cards: "If I play Kuwat while my opponent controls Haven…". The rules search
must not chase the names (they pull Examples that happen to mention a card) but the rules the
cards' texts invoke. This module finds the names — whole or partial, in any imported language,
misspelt — and says, for each card, the rules words of its printed text; the app passes them to
the search as plain :class:`~rules_corpus.search.mentions.CardMention` records (rules_corpus
never imports cards).

How a name is recognised (:class:`CardRecogniser`):

* names are compared folded (case, accents and apostrophes ignored: "quetzalcoatl",
  "krakens wrath"), word by word;
* a card answers to its full name in every language known for it, to the part before a comma
  ("Kuwat" for "Kuwat, the Dissenter"), to each partner of a Hero's pair ("Lindiwe" for
  "Lindiwe & Maw") and without a leading article ("Council" for "The Council");
* a word of five letters or more may be misspelt by one letter (nine or more: two), unless the
  word typed is itself a word of the rules ("played" is never a typo of a card's name);
* a name made only of words the rules or plain English use ("Harvest", "Off You Go!",
  "Charge!") is a card only when written as a name, capitalised: "harvest" in a question is the
  word;
* the longest name wins where names overlap ("Haven Trainee" over "Haven"), and a name that
  is part of a longer one the question also writes is that card ("Lindiwe & Maw: does Maw
  get boosts" — the Hero's Maw, not a card called "Maw").

What a card contributes (:func:`rules_words`): its type, its keywords ("Tough", "Fleeting",
"Sabotage"), "Reaction" when it has a trigger, and the words of its text that are terms of the
rules' glossary or keyword actions (sacrifice, switch Expeditions, for free, instead…) — its
reminder text in parentheses left out. Which words count is asked of the rules
(:meth:`RulesIndex.defined_terms`), not listed here; a bracketed name they do not define (a
set's own keyword, a token's name) is none. A question that names one of a card's keywords
("does Kelp Warden's Undertow trigger …") asks of that ability: the card brings that ability's
words only, a set's own keyword read through the reminder that defines it
(:mod:`judge_app.set_keyword_words`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz.distance import Levenshtein

from judge_app.set_keyword_words import asked_abilities, read_through, set_definitions
from rules_corpus.search.mentions import (
    ACTOR_TRIGGER,
    PLAYED_FROM,
    SELF_MOVE,
    CardMention,
    split_named,
)
from rules_corpus.search.unknown_cards import CardNames
from rules_corpus.search.written_forms import QUOTE

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)
_POSSESSIVE = re.compile(r"'s$")
_ARTICLES = frozenset({"the", "a", "an", "le", "la", "les", "l", "der", "die", "das", "el", "il"})
# Plain English words a card's name may be made of: with the rules' own words, a name of only
# such words is a card only when capitalised ("Off You Go!", "Gift of Self").
_PLAIN = frozenset(
    " ".join(
        (
            "a about after all an and are as at be before but by can do does for from go going",
            "got has have he her him his how i if in into is it its me more my no not of off on",
            "one or our out over she so than that the their them then there they this to too two",
            "up us was we what when where which while who why will with without you your",
        )
    ).split()
)
MIN_FUZZY = 5  # letters a word needs before a typo in it is forgiven
MIN_FUZZY_TWO = 9  # ... two typos


def fold(text: str) -> str:
    """``text`` compared as names are: lower case, accents and apostrophes removed."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return bare.casefold().replace("’", "'")


def _tokens(text: str) -> list[tuple[str, int, int, str]]:
    """The words of ``text`` as (folded, start, end, as typed)."""
    found = []
    for match in _WORD.finditer(text):
        typed = match.group(0)
        folded = _POSSESSIVE.sub("", fold(typed)).replace("'", "")
        if folded:
            found.append((folded, match.start(), match.end(), typed))
    return found


@dataclass(frozen=True, slots=True)
class KnownCard:
    """A card the recogniser knows: its English name (the rules' name of an object, 2.2.4.c),
    its names in other languages, and what its printed text says."""

    name: str
    names: tuple[str, ...] = ()
    type_line: str = ""
    text: str = ""
    keywords: tuple[str, ...] = ()
    source: str = "library"  # "pool" for an imported card: what a chip click opens
    # ``text`` in a judge's words, its icons named ("[When I enter play] …"): what the
    # window shows under the card's chip; filled where the window reads the cards (the
    # icons' words are card code, imported off the UI thread), empty elsewhere
    words: str = ""


@dataclass(frozen=True, slots=True)
class Recognised:
    """One card found in a question: the card, and where its name is (characters)."""

    card: KnownCard
    start: int
    end: int
    typed: str
    whole: bool = True  # written as the card's whole name (not a part: "Kuwat", "Council")


@dataclass(slots=True)
class _Alias:
    words: tuple[str, ...]
    card: KnownCard
    plain: bool  # made only of rules or plain words: needs capitals
    full: bool  # the whole name, not a part of it


@dataclass(slots=True)
class _Vocabulary:
    by_first: dict[str, list[_Alias]] = field(default_factory=dict)
    words: set[str] = field(default_factory=set)
    by_length: dict[int, list[str]] = field(default_factory=dict)


class CardRecogniser:
    """Finds known cards' names in a question (see the module's docstring)."""

    def __init__(
        self, cards: Iterable[KnownCard], rules_word: Callable[[str], bool] = lambda w: False
    ) -> None:
        self._rules_word = rules_word
        self._vocabulary = _Vocabulary()
        self.cards: dict[str, KnownCard] = {}
        for card in cards:
            key = fold(card.name)
            if key not in self.cards or _preferred(card, self.cards[key]):
                self.cards[key] = card
        for card in self.cards.values():
            for words, full in _aliases(card):
                self._add(_Alias(words, card, self._plain(words), full))
        for word in self._vocabulary.words:
            self._vocabulary.by_length.setdefault(len(word), []).append(word)

    def __len__(self) -> int:
        return len(self.cards)

    def _plain(self, words: tuple[str, ...]) -> bool:
        return all(w in _PLAIN or w.isdigit() or self._rules_word(w) for w in words)

    def _add(self, alias: _Alias) -> None:
        vocabulary = self._vocabulary
        listed = vocabulary.by_first.setdefault(alias.words[0], [])
        if any(a.words == alias.words and a.card is alias.card for a in listed):
            return
        listed.append(alias)
        vocabulary.words.update(alias.words)

    def recognise(self, question: str) -> list[Recognised]:
        """Every place ``question`` names a known card, in order (a card named twice is
        found twice: both names are taken out of the search; :func:`distinct` lists each card
        once, for the chips)."""
        tokens = _tokens(question)
        found: list[Recognised] = []
        n = 0
        while n < len(tokens):
            best = self._best_at(tokens, n)
            if best is None:
                n += 1
                continue
            alias, length = best
            start, end = tokens[n][1], tokens[n + length - 1][2]
            found.append(Recognised(alias.card, start, end, question[start:end], alias.full))
            n += length
        return _within_longer(found)

    def _best_at(
        self, tokens: Sequence[tuple[str, int, int, str]], n: int
    ) -> tuple[_Alias, int] | None:
        """The longest alias starting at token ``n`` (a full name before a part of one)."""
        best: tuple[_Alias, int] | None = None
        for first in self._spellings(tokens[n][0]):
            for alias in self._vocabulary.by_first.get(first, ()):
                length = len(alias.words)
                if n + length > len(tokens):
                    continue
                typed = tokens[n : n + length]
                if not all(self._same(t[0], w) for t, w in zip(typed, alias.words, strict=True)):
                    continue
                if alias.plain and not _written_as_name(typed, self._rules_word):
                    continue
                if alias.plain and all(t[0] in _ARTICLES for t in typed):
                    continue
                rank = (length, alias.full)
                if best is None or rank > (len(best[0].words), best[0].full):
                    best = (alias, length)
        return best

    def _spellings(self, word: str) -> list[str]:
        """``word`` and the name words it may be a typo of."""
        if word in self._vocabulary.words:
            return [word]
        if len(word) < MIN_FUZZY or word in _PLAIN or self._rules_word(word):
            return []
        allowed = 2 if len(word) >= MIN_FUZZY_TWO else 1
        near: list[str] = []
        for size in range(len(word) - allowed, len(word) + allowed + 1):
            for known in self._vocabulary.by_length.get(size, ()):
                if len(known) >= MIN_FUZZY and Levenshtein.distance(word, known) <= allowed:
                    near.append(known)
        return near

    def _same(self, typed: str, word: str) -> bool:
        if typed == word:
            return True
        if len(typed) < MIN_FUZZY or len(word) < MIN_FUZZY or typed in _PLAIN:
            return False
        if self._rules_word(typed):
            return False
        allowed = 2 if len(word) >= MIN_FUZZY_TWO else 1
        return bool(Levenshtein.distance(typed, word) <= allowed)


def _preferred(card: KnownCard, known: KnownCard) -> bool:
    """Whether ``card`` stands for its name rather than ``known``, a card of the same name met
    before: a version with printed text over a blank one (a blank version gives the search no
    rules words), then an imported card over the library's (its text is the printed one);
    else the first met (the pool lists a name's Common version first)."""
    return (bool(card.text.strip()), card.source == "pool") > (
        bool(known.text.strip()),
        known.source == "pool",
    )


def _within_longer(found: list[Recognised]) -> list[Recognised]:
    """``found`` with a card's whole name that is part of a longer name the question also
    writes taken as that card: "Lindiwe & Maw: does Maw get boosts" asks about the Hero's Maw,
    not a card called "Maw"; "Kuwat, the Dissenter … then Kuwat" about the Dissenter, not a
    card called "Kuwat". A part of a name stays its card's ("Haven Trainee with Haven": Haven,
    Bravos Bastion)."""
    named = {r.card.name: tuple(t[0] for t in _tokens(r.card.name)) for r in found}
    kept: list[Recognised] = []
    for r in found:
        if not r.whole:
            kept.append(r)
            continue
        words = tuple(t[0] for t in _tokens(r.typed))
        longer = next(
            (
                card
                for card in found
                if card.card.name != r.card.name
                and len(named[card.card.name]) > len(words)
                and _inside(words, named[card.card.name])
            ),
            None,
        )
        kept.append(Recognised(longer.card, r.start, r.end, r.typed, False) if longer else r)
    return kept


def _inside(words: tuple[str, ...], name: tuple[str, ...]) -> bool:
    """Whether ``words`` are a run of ``name``'s words."""
    return any(name[i : i + len(words)] == words for i in range(len(name) - len(words) + 1))


def _written_as_name(
    typed: Sequence[tuple[str, int, int, str]], rules_word: Callable[[str], bool]
) -> bool:
    """Whether words that are also plain or rules words are written as a name: the first one
    capitalised, and every rules word among them ("Off You Go!", "Gift of Self")."""
    if not typed[0][3][:1].isupper():
        return False
    return all(t[3][:1].isupper() or not rules_word(t[0]) for t in typed)


def _aliases(card: KnownCard) -> list[tuple[tuple[str, ...], bool]]:
    """What a card answers to: (folded words, whether it is the whole name)."""
    found: list[tuple[tuple[str, ...], bool]] = []
    for name in dict.fromkeys((card.name, *card.names)):
        words = tuple(t[0] for t in _tokens(name))
        if not words:
            continue
        found.append((words, True))
        parts: list[str] = []
        if "," in name:
            parts.append(name.split(",", 1)[0])
        if "&" in name:
            parts.extend(name.split("&"))
        for part in parts:
            part_words = tuple(t[0] for t in _tokens(part))
            if part_words and part_words != words:
                found.append((part_words, False))
        for whole in [words, *(tuple(t[0] for t in _tokens(p)) for p in parts)]:
            if len(whole) > 1 and whole[0] in _ARTICLES:
                found.append((whole[1:], False))
    return found


def distinct(recognised: Sequence[Recognised]) -> list[Recognised]:
    """Each card once, where it is first named."""
    seen: set[str] = set()
    kept: list[Recognised] = []
    for found in recognised:
        if found.card.name not in seen:
            seen.add(found.card.name)
            kept.append(found)
    return kept


# -- what a card contributes to the search ----------------------------------------------------

_REMINDER = re.compile(r"\([^()]*\)")
_BRACKETED = re.compile(r"\[+([^\[\]]+?)\]+")
# A trigger symbol opening an ability ("{J} Sacrifice a Character."), not one named in a text
# ("The {J}, {H} and {R} abilities of Characters facing me can't activate").
_TRIGGER_ICON = re.compile(r"(?:^|\s\s|[.:]\s)\s*\{[JjHhRr]\}")
_TRIGGER = re.compile(r"(?:^|\s)(?:When|At|Whenever|Each time)\b[^—–]*[—–]")
_NUMBER = re.compile(r"\s*(?:\d+|X)$")
# A trigger symbol opening an ability is read as the words the rules give it (CR 5.0
# 1.1.6.e–g): {J} means "When I enter play –", {H} "When I am played from Hand –", {R} "When I
# am played from Reserve –" — each a self-move trigger (_SELF_MOVE); {H} and {R} the card
# played from a zone (_PLAYED_FROM).
_OPENING_PLAYED_FROM = re.compile(r"(?:^|\s\s|[.:]\s)\s*\{[HhRr]\}")
# A trigger in which the card itself ("I") enters a visible zone, is played or joins one: a
# self-move Reaction (6.3.c) — not "When I go to Reserve from the Expedition zone" (6.3.d).
_SELF_MOVE = re.compile(
    r"(?:^|\s)When I(?:'m| am)?\s+(?:enter|played|go to|join|put|sent|return)"
    r"(?![^—–]*\bReserve from the Expedition zone\b)[^—–]*[—–]"
)


# A Reaction whose trigger is the card being played from a zone ({H}, {R}).
_PLAYED_FROM = re.compile(r"(?:^|\s)When I(?:'m| am)?\s+played from\b[^—–]*[—–]")
# A Reaction whose trigger names the player who acts — the card's controller ("you") or another
# player — as the subject of the action it waits for: "When you sacrifice a Character –", "When
# an opponent draws one or more cards –", "When a player plays …" (1.4.7.a: such a trigger
# depends on which player did the action). Not "When you would …" (a modifier's wording).
_ACTOR_TRIGGER = re.compile(
    r"(?:^|\s)(?:When|Whenever|Each time)\s+(?:you|(?:an?|target|your|each|another)\s+"
    r"(?:opponents?|players?)|one of your opponents)\s+"
    r"(?!would\b|have\b|has\b|controls?\b)[a-z]\w*[^—–]*[—–]"
)


def rules_words(
    card: KnownCard,
    defined: Callable[[str], Sequence[str]],
    set_keywords: Mapping[str, str] | None = None,
) -> tuple[str, ...]:
    """The rules words of ``card``'s printed text: its type, its keywords, "Reaction" when it
    has a trigger, and the terms the rules define that its text uses (``defined``: the rules'
    terms found in a text, :meth:`RulesIndex.defined_terms`). Reminder text is left out: it
    restates the rules in other words — except a set's own keyword's (``set_keywords``, its
    definitions: :func:`~judge_app.set_keyword_words.set_definitions`), the only statement of
    what the keyword does: the keyword is read as its definition, wherever the card writes it
    (2.2.12.c; its name is no word of the rules)."""
    printed = read_through(card.text.replace("#", ""), set_keywords or {})
    text = _REMINDER.sub(" ", printed)
    words: list[str] = []
    kind = card.type_line.split("–")[0].split("-")[0].strip()
    if kind:
        words.append(kind)
    for keyword in (*card.keywords, *(m.group(1) for m in _BRACKETED.finditer(text))):
        if "/" not in keyword:  # "[Brassbug 2/2/2]" names a token, not a keyword
            words.append(_NUMBER.sub("", keyword.strip()))
    # A bracketed name the rules do not define (a set's own keyword, a token's name) is no
    # word of the rules: searched, it matches nothing the question could need.
    words = [w for w in words if w == kind or defined(w)]
    if _TRIGGER_ICON.search(text) or _TRIGGER.search(text):
        words.append("Reaction")
    plain = _BRACKETED.sub(lambda m: m.group(1), text)
    if _TRIGGER_ICON.search(plain) or _SELF_MOVE.search(plain):
        words.append(SELF_MOVE)
    if _OPENING_PLAYED_FROM.search(plain) or _PLAYED_FROM.search(plain):
        words.append(PLAYED_FROM)
    if _ACTOR_TRIGGER.search(plain):
        words.append(ACTOR_TRIGGER)
    # The trigger symbols' words are read for what they say of the card, not as its terms:
    # "enter play" (7.3.10) of every {J} card favoured 7.3.10.a over what questions asked.
    words.extend(defined(re.sub(r"\{[^{}]*\}", " ", plain)))
    return tuple(dict.fromkeys(w for w in words if w))


def card_kind(card: KnownCard) -> str:
    """The card's type as the rules name it (CR 2.2.1.a: "Character", "Spell", "Permanent",
    "Hero"), the type line's first part; a token's is its type."""
    return card.type_line.split("–")[0].split("-")[0].replace(" token", "").strip()


COMMON_SHARE = 0.5
MIN_COMMON_CARDS = 10


class QuestionCards:
    """Recognition and the search's records together, for the window and the command line:
    what the chips show and what the search is given. A card's rules words are worked out
    once (its text does not change while the app runs)."""

    def __init__(self, recogniser: CardRecogniser, defined: Callable[[str], Sequence[str]]) -> None:
        self.recogniser = recogniser
        self._defined = defined
        self._words: dict[str, tuple[str, ...]] = {}
        self._common_words: dict[str, frozenset[str]] | None = None
        self._names: CardNames | None = None
        self._set_keywords: dict[str, str] | None = None

    def set_keywords(self) -> dict[str, str]:
        """The known cards' sets' own keywords and their definitions (the reminder printed
        with each, :func:`~judge_app.set_keyword_words.set_definitions`); worked out once."""
        if self._set_keywords is None:
            texts = (c.text for c in self.recogniser.cards.values())
            self._set_keywords = set_definitions(texts, self._defined)
        return self._set_keywords

    def words(self, card: KnownCard) -> tuple[str, ...]:
        found = self._words.get(card.name)
        if found is None:
            common = self._common().get(card_kind(card), frozenset())
            read = rules_words(card, self._defined)
            found = tuple(w for w in read if w not in common)
            self._words[card.name] = found
        return found

    def _common(self) -> dict[str, frozenset[str]]:
        """Per type, the words most known cards of that type carry (more than
        :data:`COMMON_SHARE` of them; the type and "Reaction" kept): a Spell's "Fleeting"
        tells nothing about which rule a question about that Spell needs."""
        if self._common_words is None:
            counts: dict[str, dict[str, int]] = {}
            sizes: dict[str, int] = {}
            for card in self.recogniser.cards.values():
                kind = card_kind(card)
                sizes[kind] = sizes.get(kind, 0) + 1
                seen = counts.setdefault(kind, {})
                for word in set(rules_words(card, self._defined)):
                    seen[word] = seen.get(word, 0) + 1
            self._common_words = {
                kind: frozenset(
                    w
                    for w, n in seen.items()
                    if sizes[kind] >= MIN_COMMON_CARDS
                    and n > COMMON_SHARE * sizes[kind]
                    and w not in (kind, "Reaction", SELF_MOVE, PLAYED_FROM, ACTOR_TRIGGER)
                    # How a card's effect is worded (a template the rules name, a cost) says
                    # which one rule a question about it meets, however common: kept.
                    and not w.startswith(QUOTE)
                )
                for kind, seen in counts.items()
            }
        return self._common_words

    def card_names(self) -> CardNames:
        """The known cards' names (every language's), for the names a question writes that no
        known card has (:mod:`~rules_corpus.search.unknown_cards`); worked out once."""
        if self._names is None:
            cards = list(self.recogniser.cards.values())
            self._names = CardNames(
                (c.name for c in cards),
                imported=any(c.source == "pool" for c in cards),
                other_names=((other, c.name) for c in cards for other in c.names),
            )
        return self._names

    def asked_words(self, card: KnownCard, asked: str) -> tuple[str, ...]:
        """The rules words of the abilities of ``card`` the question's own words ``asked``
        name by a keyword (:func:`~judge_app.set_keyword_words.asked_abilities`), else of its
        whole text (:meth:`words`): what the question asks of the card, not what its other
        abilities would invoke."""
        text = asked_abilities(card.text, card.keywords, asked)
        if text is None:
            return self.words(card)
        key = f"{card.name}\n{text}"
        found = self._words.get(key)
        if found is None:
            common = self._common().get(card_kind(card), frozenset())
            part = KnownCard(card.name, card.names, card.type_line, text, ())
            read = rules_words(part, self._defined, self.set_keywords())
            found = tuple(w for w in read if w not in common)
            self._words[key] = found
        return found

    def read(self, question: str) -> tuple[list[Recognised], tuple[CardMention, ...]]:
        """(each card named, once — the chips; every name's record — the search's)."""
        found = self.recogniser.recognise(question)
        # The question's own words, the names out: what it asks of the cards it names.
        spans = [CardMention(r.card.name, r.start, r.end) for r in found]
        asked = " ".join(p for p, named in split_named(question, spans) if not named)
        records = tuple(
            CardMention(
                r.card.name, r.start, r.end, self.asked_words(r.card, asked), card_kind(r.card)
            )
            for r in found
        )
        return distinct(found), records


# -- where the known cards come from ----------------------------------------------------------


def library_cards(directory: Path | None = None) -> list[KnownCard]:
    """The packaged library's cards (``scenarios/library``), as written there: read from its
    files as plain data, without compiling them (what recognition needs is names and texts;
    a set file the library itself would refuse is left out here too)."""
    from ruamel.yaml import YAML

    from scenarios import LIBRARY_DIR

    found: list[KnownCard] = []
    for path in sorted((directory or LIBRARY_DIR).glob("*.yaml")):
        try:
            data = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
        except Exception:  # the library reports its own damage where it is loaded
            continue
        cards = data.get("cards") if isinstance(data, dict) else None
        for card in cards if isinstance(cards, list) else []:
            if not isinstance(card, dict) or not isinstance(card.get("name"), str):
                continue
            type_line = str(card.get("type", ""))
            if card.get("token"):
                type_line += " token"
            aliases = tuple(str(a) for a in card.get("aliases") or () if isinstance(a, str))
            keywords = tuple(str(k) for k in card.get("keywords") or () if isinstance(k, str))
            text = str(card["text"]) if isinstance(card.get("text"), str) else ""
            found.append(KnownCard(card["name"], aliases, type_line, text, keywords))
    return found


def pool_cards(pool_path: Path) -> tuple[list[KnownCard], list[str]]:
    """The imported cards of the pool at ``pool_path`` (names in every imported language):
    (cards, messages for the judge). No pool file: no cards, nothing created."""
    if not pool_path.exists():
        return [], []
    import json

    from scenarios.pool import CardPool

    try:
        pool = CardPool(pool_path)
    except Exception as error:  # a damaged or locked database must not stop a rules search
        return [], [f"the imported cards cannot be read ({error}); library cards only"]
    try:
        rows = pool.db.execute("SELECT name, names, data FROM definitions").fetchall()
        found: list[KnownCard] = []
        for name, names, data in rows:
            card = json.loads(data)
            type_line = str(card.get("type", ""))
            if card.get("token"):
                type_line += " token"
            text = f"{card.get('main_text', '')}  {card.get('support_text', '')}"
            others = tuple(str(n) for n in json.loads(names or "{}").values())
            found.append(KnownCard(str(name), others, type_line, text, (), "pool"))
        return found, []
    except Exception as error:
        return [], [f"the imported cards cannot be read ({error}); library cards only"]
    finally:
        pool.close()
