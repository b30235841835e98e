"""The word-level lexer of the grammar: printed text -> one token per word.

Words the grammar quotes (``"draw"``, ``"target"``, ``"owner's"``) are their own terminals;
the CR's lexicon (:mod:`.lexicon`) gives the word classes; any other word is ``WORD``, which
no rule accepts, so an unread ability is reported at that word. Lower case is the reading;
each token's value is its printed spelling (for names: counters).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from lark.lexer import Lexer, Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar import token_card_words as tcw
from scenarios.cards.grammar.event_ors import trigger_event_ors, trigger_events_joined
from scenarios.cards.grammar.lookahead import (
    MORE_WORDS,
    counts_targets,
    face_comma,
    more_amount,
    result_colon,
    standing_that,
)
from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.grammar.set_lexicon import keyword_ability, keyword_action, set_keywords
from scenarios.cards.grammar.where_apart import where_apart

_WORDS = re.compile(
    r"[+\-]\d+/[+\-]\d+/[+\-]\d+|"  # "+1/+0/-1": a change of the three statistics (2.2.11)
    r"[+\-]\d+(?=\s*\{[VvMmOo]\})|"  # "+1 {V}": a change of one statistic (2.2.11.b)
    r"\{[^}]*\}|\[[^\]]*\]|[Xx]\+\d+|\d\+|[A-Za-z0-9]+(?:['\-][A-Za-z0-9]+)*|[,.:;\u2022\u2014]"
    r"|(?<=\s)/(?=\s)"  # a slash between words separates results ("On a 4+, X / On a 1-3, Y")
)


_CHOICE = (["your", "choice"], ["their", "choice"])
"""The words after "of" that say who chooses an object ("a card of their choice")."""

_NON_TYPES = frozenset({"character", "characters", "permanent", "permanents", "spell", "spells"})
"""The card types said with "non-" ("a non-Character card", 2.2.1): NON_TYPE words (gram37)."""

_NOT_NAMES = frozenset({"more", "fewer", "less", "all", "its", "my", "your", "their", "the", "any"})
"""Words before "counters" that name no counter ("one or more counters", "all counters"):
counters of any name (2.5.a), not a counter called so."""


def _normal(text: str) -> str:
    """Typographic marks as the grammar's, offsets kept: a status or keyword in the card
    data's double brackets ("are [[Tough 2]]", 2.4, 7.4) is its words — the brackets only
    mark it (scenarios/cards/printed/text.py makes them plain before the grammar too)."""
    text = text.replace("\u2019", "'").replace("\u2013", "\u2014")
    return text.replace("[[", "  ").replace("]]", "  ")


def words(text: str) -> list[str]:
    """The words of ``text`` as printed (icons, token names in brackets, words,
    punctuation)."""
    return [
        tcw.unmarked(w.removeprefix(_REF))
        for w, _, _ in tcw.token_card_words(_token_refs(tcw.put_new_tokens(spans(text))))
    ]


def spans(text: str) -> list[tuple[str, int, int]]:
    """The words of ``text`` with their character offsets."""
    return [(m.group(), m.start(), m.end()) for m in _WORDS.finditer(_normal(text))]


_REF = "\x00"
"""The mark of a token named without its statistics (:func:`_token_refs`)."""
_NAME_WORD = re.compile(r"\[[A-Za-z_ ]+\]|[A-Za-z][A-Za-z'\-]*")
_CREATED = frozenset({"a", "an", "one", "two", "three", "four", "five", "x"})
_TYPE_WORDS = frozenset({"character", "permanent", "landmark permanent", "expedition permanent"})
"""Card types said before "token" (2.2.1, 2.2.3): what kind of token, never its name."""


def _token_refs(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """ "Create a [SIGNAL_FIRE] token", "Create two Signal Fire tokens": a token named
    without its statistics (7.3.5.b; its token card says them, 2.1.e) — the words between
    "create [N]" and "token(s)" are one word of the kind TOKEN_REF (the name, and perhaps a
    sub-type after it, told apart when the token card is looked up)."""
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        out.append(found[i])
        counted = i + 1 < len(found) and (
            found[i + 1][0].lower() in _CREATED or found[i + 1][0].isdigit()
        )
        if found[i][0].lower() != "create" or not counted:
            i += 1
            continue
        out.append(found[i + 1])
        j = i + 2
        if j < len(found) and found[j][0].lower() in MORE_WORDS:
            out.append(found[j])  # "create 1 more [name] token": the amount's word (6.5.i)
            i, j = i + 1, j + 1
        while j < min(len(found), i + 8) and found[j][0].lower() not in ("token", "tokens"):
            j += 1
        name = found[i + 2 : j]
        named = bool(name) and all(_NAME_WORD.fullmatch(w) for w, _, _ in name)
        # "you create a Character token": a card type, not a token's name (2.2.1)
        named = named and " ".join(w for w, _, _ in name).lower() not in _TYPE_WORDS
        # "you create one or more tokens": a count (7.3.5.a), not a token's name
        named = named and name[0][0].lower() != "or"
        if j < len(found) and named and found[j][0].lower() in ("token", "tokens"):
            out.append((_REF + " ".join(w for w, _, _ in name), name[0][1], name[-1][2]))
            i = j
        else:
            i += 2
    return out


def _subtype_phrases(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A sub-type of several words the data prints ("Sea Serpent", 2.2.2) is one word of the
    kind SUBTYPE (or SUBTYPES, its plural "Sea Serpents"; "non-Sea Serpent" is none): its
    words are joined as printed, with its first word's start and its last word's end."""
    if not any(" " in s for s in lx.SUBTYPES):
        return found
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        for n in (3, 2):
            words = found[i : i + n]
            said = " ".join(w for w, _, _ in words).lower()
            if len(words) == n and (said in lx.SUBTYPES or lx.plural_subtype(said)):
                out.append((" ".join(w for w, _, _ in words), words[0][1], words[-1][2]))
                i += n
                break
        else:
            out.append(found[i])
            i += 1
    return out


def _set_action_phrases(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A set's keyword action of several words ("[Stoke the Flames]", set_lexicon.py) is
    one word of the kind SET_ACTION: its words joined as printed (gram54)."""
    names = [
        n.split()
        for n in set_keywords()
        if " " in n and (keyword_action(n) is not None or keyword_ability(n) is not None)
    ]
    if not names:
        return found
    low = [w.lower() for w, _, _ in found]
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        name = next((n for n in names if low[i : i + len(n)] == n), None)
        if name is None:
            out.append(found[i])
            i += 1
            continue
        words = found[i : i + len(name)]
        out.append((" ".join(w for w, _, _ in words), words[0][1], words[-1][2]))
        i += len(name)
    return out


_PLAYERS = frozenset({"player", "opponent", "players", "opponents"})
_DOERS = frozenset({"each", "target", "its", "they", "that", "your", "all", "any"})
"""The first word of a subject naming players who do a step: "Each player", "Each opponent",
"Target opponent" (6.5.b), "Target player" (1.2.6.c), "Its controller" / "Its owner" (of what
"it" names, 1.4.7.b), "They" / "That player" / "That opponent" (the player a step before
named, grammar/references.py), "Your opponent(s)", "Each of your opponents", "All players /
opponents" (1.2.1: the players the actor slot names, gram43), "Any opponent" (the one
opponent of a two-player game, 1.2.1.b; gram64)."""
_BEFORE_DOER = frozenset({".", ",", ":", "\u2014", "\u2022", "then"})
"""What a sentence's subject "Each player" / "Each opponent" follows (or the text's start,
or an icon): not "for each player", which counts."""
_CLAUSE_END = frozenset({".", ",", ":", ";", "\u2014", "\u2022"})
ACTING: ContextVar[frozenset[int]] = ContextVar("acting", default=frozenset())
"""The word indices of "Each" of the players the parser reads as doing the step after them
in the third person (:func:`doer_before`); empty: none (the first reading of a text)."""


def _found(text: str) -> list[tuple[str, int, int]]:
    # a set's own token named in a description (token_card_words.py, 2.2.b, 2.1.e)
    return where_apart(
        reworded(
            _set_action_phrases(
                _subtype_phrases(tcw.token_card_words(_token_refs(tcw.put_new_tokens(spans(text)))))
            )
        )
    )


def doer_before(text: str, at: int) -> int | None:
    """The index of "Each" / "Target" of the "Each player / Each opponent / Target
    opponent" whose clause holds word ``at`` (where the grammar stopped): the step after it
    is in the third person, its players doing it (1.4.7.b); ``None`` when no such subject
    begins that clause."""
    printed = [w.lower() for w, _, _ in _found(text)]
    for d in range(min(at, len(printed) - 2), -1, -1):
        if d < at and then_theirs(printed, d):
            continue  # "Each opponent draws a card, then puts …": the same players (6.1.c)
        if d < at and printed[d] in _CLAUSE_END:
            return None
        if printed[d] in _DOERS and verb_after(printed, d) and _starts_clause(printed, d):
            return d
    return None


_POSSESSED = frozenset({"controller", "owner"})
_OBJECT_NOUNS = frozenset({"character", "permanent", "spell", "card", "landmark", "token"})
"""The nouns "Target [noun]'s controller" may possess (2.2.1, a card type or a token)."""


def possessive_noun(low: str) -> bool:
    """Whether ``low`` is an object noun's possessive: "permanent's", "robot's"."""
    stem = low.removesuffix("'s")
    return stem != low and (stem in _OBJECT_NOUNS or stem in lx.SUBTYPES)


def _verb_of_filter(printed: list[str], start: int) -> int | None:
    """ "Each player whose Hero Expedition is behind gives 1 boost …": the first word after
    the players' filter, from ``start``, that is the third person of an action's verb (7.3),
    the first word of its name too ("gives": ``give_boost``) — gram92."""
    from scenarios.cards import vocabulary as v

    stems = {a.split("_")[0] for a in v.ACTIONS} - {"after", "have"}
    for k in range(start + 1, len(printed)):
        word = printed[k]
        if word in _CLAUSE_END:
            return None
        if word == "may":
            return k
        forms = [word[:-3] + "y"] if word.endswith("ies") else []
        forms += [word[:-1], word[:-2]] if word.endswith("s") else []
        if any(f in stems for f in forms):
            return k
    return None


def then_theirs(printed: list[str], k: int) -> bool:
    """Whether the comma at ``k`` opens ", then [verb]s …": a clause with no subject of its
    own, its verb in the third person — done by the players the clause before names (6.1.c,
    1.4.7.b; eng83), "Each opponent draws a card, then puts a card from their hand in their
    Reserve"."""
    from scenarios.cards import vocabulary as v

    if printed[k : k + 2] != [",", "then"] or k + 2 >= len(printed):
        return False
    word = printed[k + 2]
    forms = [word[:-3] + "y"] if word.endswith("ies") else []
    forms += [word[:-1], word[:-2]] if word.endswith("s") else []
    return any(f in v.ACTIONS for f in forms)


def verb_after(printed: list[str], d: int) -> int | None:
    """The index of the verb after the subject naming players at ``d``: "Each opponent
    [verb]", "Target opponent [verb]", "Target Permanent's controller [verb]"."""
    if printed[d : d + 4] in (
        ["each", "player", "who", "controls"],
        ["each", "opponent", "who", "controls"],
    ):
        return _verb_of_filter(printed, d + 4)
    if printed[d : d + 2] in (["each", "player"], ["each", "opponent"]) and (
        printed[d + 2 : d + 4] == ["who", "has"] or printed[d + 2 : d + 3] in (["with"], ["whose"])
    ):
        # "Each opponent who has / with / whose [player condition] [verb]" (gram92)
        return _verb_of_filter(printed, d + 2)
    if printed[d : d + 3] in (["each", "player", "who"], ["each", "opponent", "who"]):
        # "Each opponent who does / doesn't [verb]" after a decision (gram64)
        if printed[d + 3 : d + 4] in (["does"], ["doesn't"]):
            return d + 4
        if printed[d + 3 : d + 5] == ["does", "not"]:
            return d + 5
    if printed[d : d + 4] == ["each", "of", "your", "opponents"]:
        return d + 4  # "Each of your opponents [verb]": each opponent (1.2.1)
    if printed[d] in ("your", "all") and printed[d + 1 : d + 2] not in (
        ["opponent"],
        ["opponents"],
        ["players"],
    ):
        return None  # "Your opponent(s)", "All players / opponents" only
    if printed[d : d + 2] == ["your", "players"]:
        return None
    if d + 2 < len(printed) and printed[d] == "its":
        # "Its controller / Its owner [verb]": who controls / owns what "it" names (1.4.7.b)
        return d + 2 if printed[d + 1] in _POSSESSED else None
    if d + 2 < len(printed) and printed[d + 1] in _PLAYERS:
        return d + 2
    if printed[d] == "they" and d + 1 < len(printed):
        # "They discard a card" after a player's step: the player a step before named
        # (grammar/references.py), the verb as "they" say it
        return d + 1
    if (
        printed[d] == "target"
        and d + 3 < len(printed)
        and possessive_noun(printed[d + 1])
        and printed[d + 2] in _POSSESSED
    ):
        return d + 3
    return None


def _starts_clause(printed: list[str], d: int) -> bool:
    return d == 0 or printed[d - 1] in _BEFORE_DOER or printed[d - 1].startswith("{")


_THEY = "THEY"
"""A "They" the lexer says as "each opponent": the players choosing a mode do its step."""
_THEY_TARGET = "THEY_TARGET"
"""A "They" the lexer says as "target opponent": the targeted opponent choosing a mode does
its step (gram33)."""
_TARGET_OPP = ["target", "opponent"]
_CHOOSES = frozenset({"chooses", "choose"})
"""The verb of "[players] chooses one:" — "choose" after "Target an opponent. They" (the
wording read as "Target opponent", wordings.py)."""
_UNSAID = "UNSAID"
"""A word the lexer leaves out: "You" before the effect controller's own step in a mode
another player chooses ("• You draw two cards", the step said as "Draw two cards")."""

_SECOND_PERSON = {"they": "you", "their": "your"}
"""The acting players' words as the step says them for "you" (1.4.7.b)."""


_STEP_VERBS = frozenset(
    {
        "send",
        "sacrifice",
        "draw",
        "discard",
        "exhaust",
        "ready",
        "put",
        "return",
        "create",
        "resupply",
        "give",
        "augment",
    }
)
"""Verbs a step the controller does begins with (7.3): after "or", a second step."""
_KIND_WORDS = frozenset({"token", "landmark", "character", "permanent"})
"""Kinds of object joined by "or" the lexer says OR_KIND around (gram79)."""


_CLAUSE_VERBS = frozenset(
    {
        "is",
        "was",
        "are",
        "were",
        "has",
        "had",
        "have",
        "would",
        "left",
        "leaves",
        "enters",
        "joins",
        "goes",
        "went",
        "gains",
        "loses",
        "moves",
        "can't",
        "can",
        "does",
        "did",
    }
)


def _clause_verb(word: str) -> bool:
    """Whether a word after "… or a [kind]" is the verb of a clause that kind is the subject
    of ("a Character left play", "a Character is exhausted"): the "or" then joins two
    conditions or events, not two kinds of object."""
    return word in _CLAUSE_VERBS or (word.endswith("ed") and word not in ("exhausted",))


def _before_step(after: list[str]) -> bool:
    """Whether the words after an "or" begin a step: an action's verb ("or send me to
    Reserve", 7.3), or "I gain / I lose" ("or I lose all my boosts")."""
    if not after:
        return False
    return after[0] in _STEP_VERBS or (after[:1] == ["i"] and after[1:2] in (["gain"], ["lose"]))


class WordLexer(Lexer):
    """Lark's custom lexer: literal words first, then the lexicon's classes."""

    def __init__(self, lexer_conf: Any) -> None:
        self.literals: dict[str, str] = {}
        for term in lexer_conf.terminals:
            if term.pattern.type == "str":
                self.literals[term.pattern.value] = term.name

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        text = data if isinstance(data, str) else data.text
        found = _found(text)
        printed = [w for w, _, _ in found]
        acting = self._acting(printed)
        event_or = trigger_event_ors(printed)
        events_joined = trigger_events_joined(printed)
        for i, (word, start, end) in enumerate(found):
            if word == "." and i > 0 and printed[i - 1] == ".":
                continue  # a doubled full stop ends one sentence ("… 1 boost..")
            low = word.lower()
            kind = self._kind(low, printed[i + 1].lower() if i + 1 < len(printed) else "")
            if low in ("and", ",") and re.fullmatch(
                r"[+\-]\d+", printed[i + 1 : i + 2][0] if i + 1 < len(printed) else ""
            ):
                kind = "_STAT_AND"  # "+1 {V} and +1 {O}": the next statistic's change (2.2.11.b)
            if low == ":" and result_colon(printed, i):
                kind = "_RESULT_COLON"  # "Roll a die. If the result is 3 or more: [X]"
            if low == "," and face_comma(printed, i):
                kind = "FACE_COMMA"  # "On a 4, 5 or 6": faces of a die one after another
            if low == "of" and [w.lower() for w in printed[i + 1 : i + 3]] in _CHOICE:
                kind = "_OF_CHOICE"  # "of your / their choice": who chooses (6.1.g, 6.1.h)
            if low == "or" and _before_step([w.lower() for w in printed[i + 1 : i + 3]]):
                kind = "OR_STEP"  # "… or send me to Reserve": a choice of two steps (6.1.g)
            if low == "or" and self._kinds_or(printed, i):
                kind = "OR_KIND"  # "a token or a Permanent": kinds (object_language.py, gram79)
            if low in MORE_WORDS and more_amount(printed, i):
                kind = "_MORE_AMOUNT"  # "1 more card", "an additional boost" (6.5.i)
            if low == "mine" and i > 0 and printed[i - 1].lower() == "facing":
                # "the Expedition facing mine": facing my Expedition, the words "facing me"
                # say (4.2.4.b) — every slot that reads "facing me" reads it
                kind = self.literals.get("me", kind)
            if low in ("that", "that's") and standing_that(printed, i):
                kind = "STANDING_THAT"  # "[in] your Expeditions that are behind" (7.5.2)
            if kind == "NUMWORD" and counts_targets(printed, i):
                kind = "TARGETS_COUNT"  # "two target Characters": that many targets (6.5.b)
            if i in event_or:
                kind = "EVENT_OR"  # "When you play a Character or a Spell —" (6.3.b)
            if i in events_joined:  # "When I go to Reserve or [I] am sacrificed —" (6.3.b)
                yield Token("EVENTS_OR", word, start, 1, i + 1, 1, i + 1, end)
                for said in events_joined[i]:
                    low_said = said.lower()
                    yield Token(self._kind(low_said, ""), said, start, 1, i + 1, 1, i + 1, end)
                continue
            if i in acting:
                kind = acting[i]
                if kind == _UNSAID:
                    continue  # "You draw two cards" in a mode another player chooses
                if kind in (_THEY, _THEY_TARGET):  # "They sacrifice …": the opponents
                    # choosing do it (1.4.7.b) — "each opponent" or the "target opponent"
                    for said in ("each" if kind == _THEY else "target", "opponent"):
                        yield Token(self.literals[said], said, start, 1, i + 1, 1, i + 1, end)
                    continue
                if kind.startswith("PERSON "):  # the step's players do it (1.4.7.b)
                    yield Token("PERSON", "", start, 1, i + 1, 1, i + 1, start)
                    kind = kind.removeprefix("PERSON ")
            yield Token(
                kind,
                word,
                start_pos=start,  # character offsets: a rule's span is its printed text
                line=1,
                column=i + 1,
                end_line=1,
                end_column=i + 2,
                end_pos=end,
            )

    def _kinds_or(self, printed: list[str], i: int) -> bool:
        """Whether the "or" at ``i`` joins two kinds of object, a token or a Landmark one of
        them ("a token or a Permanent", "target Character or Landmark", "a Plant or a
        token"; 2.2.1, 1.1.7.b) — not a condition or step after it (gram79)."""
        if i == 0 or i + 1 >= len(printed):
            return False
        after = printed[i + 1 : i + 4]
        if after[0].lower() in ("a", "an") and len(after) > 1:
            after = after[1:]
        sides = (printed[i - 1].lower(), after[0].lower())
        if not set(sides) & {"token", "landmark"}:
            return False
        article = printed[i + 1].lower() in ("a", "an") and i + 2 < len(printed)
        j = i + (3 if article else 2)  # the word after the second kind
        if _clause_verb(printed[j].lower() if j < len(printed) else ""):
            return False  # "you control a token or a Character left play": two conditions
        return all(s in _KIND_WORDS or self._kind(s, "") == "SUBTYPE" for s in sides)

    def _acting(self, printed: list[str]) -> dict[int, str]:
        """The words of the clauses whose players do the step (:data:`ACTING`), as the
        step says them for "you": the verb in the third person ("exhausts") as its own
        ("exhaust"), marked by a PERSON before it; "they" / "their" as "you" / "your"; a
        "you" of its own (the effect's controller, another player) read nowhere (WORD)."""
        kinds: dict[int, str] = {}
        low = [w.lower() for w in printed]
        for d in ACTING.get():
            i = verb_after(low, d) or d + 2
            if low[i : i + 1] == ["may"]:
                kinds[i] = "PERSON " + self.literals.get("may", "WORD")
                i += 1  # "may exhaust": the verb as it is
            else:
                verb = self._base(low[i]) if i < len(low) else None
                if verb is None and i < len(low) and low[i] in self.literals:
                    verb = low[i]  # "Target an opponent. They draw" (wordings.py): as said
                if verb is None and low[i : i + 2] == ["exhausted", "resupply"]:
                    # "Target an opponent. They [Exhausted Resupply]" (7.3.14): the action's
                    # name is its words, a status and the verb, as "you" say it
                    kinds[i] = "PERSON STATUS"
                    continue
                if verb is None:
                    continue
                kinds[i] = "PERSON " + self.literals[verb]
            if low[i] in _CHOOSES and low[d : d + 2] in (["each", "opponent"], _TARGET_OPP):
                # "Target opponent chooses one": the same one opponent (1.2.1.b; gram33)
                kinds.update(
                    self._their_modes(low, i + 1, _THEY_TARGET if low[d] == "target" else _THEY)
                )
            for j in range(i + 1, len(low)):
                base = self._base(low[j]) if j >= 2 and then_theirs(low, j - 2) else None
                if base is not None:
                    # ", then puts …": the same players' next step, its verb as theirs
                    kinds[j] = "PERSON " + self.literals[base]
                    continue
                if low[j] in _CLAUSE_END and not then_theirs(low, j):
                    break
                if low[j - 1 : j + 1] == [",", "then"]:
                    continue
                # only after "chooses": "draws a card and exhausts a Character they control"
                # is two steps each player does, not read (players_in_turn.py refuses them)
                chose = low[i] == "chooses" and low[j - 1] == "and"
                # "reveals the top card of their deck and puts it in their Reserve": a
                # second verb on what the first acted on ("it" / "them", 6.5.h) is the
                # same players' step too (1.4.7.b)
                on_it = low[j - 1] == "and" and low[j + 1 : j + 2] in (["it"], ["them"])
                joined = self._base(low[j]) if chose or on_it else None
                if joined is not None and low[j] != joined:
                    # "chooses a Character they control and sends it to Reserve": the
                    # second verb of the players' step, in the third person too (1.4.7.b)
                    kinds[j] = self.literals[joined]
                    continue
                said = _SECOND_PERSON.get(low[j])
                if low[j - 1 : j + 1] == ["and", "they"] and low[j + 1 : j + 2] != ["control"]:
                    # "Each opponent sacrifices a Character and they draw a card": "they" is
                    # each of those players again, a step of theirs after another (1.4.7.b,
                    # 6.1.h) — not "you" (review26: read as the controller's draw). Unread.
                    kinds[j] = "WORD"
                    continue
                if said is not None and low[j + 1 : j + 2] not in (["owner's"], ["owners'"]):
                    kinds[j] = self.literals.get(said, "WORD")
                elif low[j] in ("you", "your", "you're", "yours"):
                    kinds[j] = "WORD"
        return kinds

    def _their_modes(self, low: list[str], at: int, they: str = "THEY") -> dict[int, str]:
        """ "Each opponent chooses one: • They sacrifice a Character. • You draw two cards.":
        in each mode, "They [verb]" is the opponents' step ("each opponent" doing it, 1.4.7.b)
        and "You [verb]" the effect controller's own (the verb as "you" say it)."""
        kinds: dict[int, str] = {}
        if low[at + 1 : at + 2] != [":"]:
            return kinds
        for j in range(at + 2, len(low) - 1):
            if low[j - 1] != "\u2022":
                continue
            if low[j] == "they" and low[j + 1] in self.literals:
                kinds[j] = they
                kinds[j + 1] = "PERSON " + self.literals[low[j + 1]]
                for k in range(j + 2, len(low)):
                    if low[k] in _CLAUSE_END:
                        break
                    if low[k] in _SECOND_PERSON:  # "from their hand": the players' own
                        kinds[k] = self.literals.get(_SECOND_PERSON[low[k]], "WORD")
            elif low[j] == "you" and low[j + 1] in self.literals:
                kinds[j] = _UNSAID
        return kinds

    def _base(self, verb: str) -> str | None:
        """The verb a third-person word is ("readies" -> "ready"), if the grammar has it."""
        forms = [verb[:-3] + "y"] if verb.endswith("ies") else []
        forms += [verb[:-1], verb[:-2]] if verb.endswith("s") else []
        forms += ["have"] if verb == "has" else []
        return next((f for f in forms if f in self.literals), None)

    def _kind(self, low: str, following: str) -> str:
        if low == "other" and following == "than":
            return "OTHER_THAN"  # "other than me": a qualifier, not the adjective (gram37)
        if low.startswith(_REF):
            return "TOKEN_REF"
        named = tcw.kind_of(low)
        if named is not None:
            return named  # "Ember Wisp tokens you control" (token_card_words.py)
        if low not in self.literals and possessive_noun(low):
            return "POSSESSIVE"  # "Target Permanent's controller" (an object's, 1.2.6)
        if low in self.literals:
            return self.literals[low]
        if low == "\u2014":
            return "DASH"
        if low.startswith("[") and re.search(r"\d+/\d+/\d+\]$", low):
            return "TOKEN_NAME"  # "[Brassbug 2/2/2]": a token's name and statistics
        if re.fullmatch(r"[+\-]\d+/[+\-]\d+/[+\-]\d+", low):
            return "STAT_CHANGE"  # "+1/+1/+1": added to {V}/{M}/{O} (2.2.11.b, 2.3.1.a)
        if re.fullmatch(r"[+\-]\d+", low):
            return "STAT_DELTA"  # "+1" before a statistic's icon: "+1 {V}" (2.2.11.b, 2.3.1.a)
        if re.fullmatch(r"x\+\d+", low):
            return "X_PLUS"  # "X+2 boosts": a count plus a number (6.5.i)
        if re.fullmatch(r"\d-\d|\d\+", low):
            return "DIE_RANGE"  # "On a 1-3", "On a 4+" (7.3.33.b)
        if low == "{i}":
            return "SUPPORT"
        if low == "{t}":
            return "TAP"
        if low == "{d}":
            return "DISCARD_ME"
        if low in lx.ICONS:
            return "ICON"
        if low in lx.TERRAINS:
            return "TERRAIN"
        if re.fullmatch(r"\{\d+\}", low):
            return "MANA"
        if low.isdigit():
            return "NUMBER"
        if low in lx.NUMBERS:
            return "NUMWORD"
        if following in ("counter", "counters") and low.isalpha() and low not in _NOT_NAMES:
            return "COUNTER_NAME"  # "Sap counters": a name, even a sub-type's (2.5.a)
        if low in lx.STATUSES:
            return "STATUS"
        if low in lx.KEYWORDS:
            return "KEYWORD"
        if low in lx.NUMBERED_KEYWORDS:
            return "NUMBERED_KEYWORD"
        if low in lx.PHASES:
            return "PHASE"
        if low in lx.SUBTYPES:
            return "SUBTYPE"
        if lx.plural_subtype(low) is not None:
            return "SUBTYPES"
        if low.startswith("non-") and low[4:] in lx.SUBTYPES:
            return "NON_SUBTYPE"  # "non-Illusion": without that sub-type (2.2.2)
        if low.startswith("non-") and low[4:] in lx.STATUSES:
            return "NON_STATUS"  # "non-Boosted": without that status (2.4; gram37)
        if low.startswith("non-") and low[4:] in lx.KEYWORDS:
            return "NON_KEYWORD"  # "non-Gigantic": without that keyword ability (7.4)
        if low.startswith("non-") and low[4:] in _NON_TYPES:
            return "NON_TYPE"  # "non-Character": not of that card type (2.2.1)
        if keyword_action(low) is not None:
            return "SET_ACTION"  # "Draw a card and Kindle": the set's keyword action (gram54)
        if keyword_ability(low) is not None:
            return "SET_KEYWORD"  # "Gigantic, Homeward.": the set's keyword ability (gram61)
        return "WORD"
