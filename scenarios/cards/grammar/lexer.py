"""The word-level lexer of the grammar: printed text -> one token per word.

Words the grammar quotes (``"draw"``, ``"target"``, ``"owner's"``) are their own terminals;
the CR's lexicon (:mod:`.lexicon`) gives the word classes; any other word is ``WORD``, which
no rule accepts, so an unread ability is reported at that word. Lower case is the reading;
each token's value is its printed spelling (for names: counters).

The words are split and names of several words joined in :mod:`.printed_words`; a step the
players a subject names do (:mod:`.doers`) is said as "you" say it by :mod:`.third_person`;
the kind of an "or" is told by :mod:`.or_joins`, a die's faces and amounts by
:mod:`.lookahead`, events joined by "or" by :mod:`.event_ors`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from lark.lexer import Lexer, Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar import token_card_words as tcw
from scenarios.cards.grammar.doers import in_players_clause, possessive_noun
from scenarios.cards.grammar.event_ors import trigger_event_ors, trigger_events_joined
from scenarios.cards.grammar.group_unions import joins_groups
from scenarios.cards.grammar.joined_targets import joins_targets
from scenarios.cards.grammar.lookahead import (
    MORE_WORDS,
    counts_targets,
    face_comma,
    more_amount,
    result_colon,
    standing_that,
)
from scenarios.cards.grammar.object_lists import (
    counted_or,
    object_list_marks,
    qualifier_or_kinds,
    serial_commas,
)
from scenarios.cards.grammar.or_joins import before_step, kinds_or
from scenarios.cards.grammar.place_ors import play_places_or
from scenarios.cards.grammar.printed_words import TOKEN_REF_MARK, grammar_words
from scenarios.cards.grammar.set_lexicon import (
    keyword_ability,
    keyword_action,
    keyword_action_third_person,
)
from scenarios.cards.grammar.slot_object_ors import list_comma, slot_or, trigger_subject_or
from scenarios.cards.grammar.step_object_ors import objects_or, places_or, types_or_card
from scenarios.cards.grammar.third_person import THEY, THEY_TARGET, UNSAID, acting_words

_CHOICE = (["your", "choice"], ["their", "choice"])
"""The words after "of" that say who chooses an object ("a card of their choice")."""

_NON_TYPES = frozenset({"character", "characters", "permanent", "permanents", "spell", "spells"})
"""The card types said with "non-" ("a non-Character card", 2.2.1): NON_TYPE words (gram37)."""

_NOT_NAMES = frozenset({"more", "fewer", "less", "all", "its", "my", "your", "their", "the", "any"})
"""Words before "counters" that name no counter ("one or more counters", "all counters"):
counters of any name (2.5.a), not a counter called so."""


_PREDICATE = frozenset({"are", "is", "be", "become", "becomes"})


def subtypes_listed(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "and" or "," at ``i`` lists plural sub-types as one group ("Plants and
    Animals you control", "Mages, Plants and Animals"; g5): a plural sub-type before and
    after it, and — a comma — the list ending in "and [sub-types]" (2.2.2)."""
    if i == 0 or i + 1 >= len(printed):
        return False

    def plural(j: int) -> bool:
        return 0 <= j < len(printed) and kind(printed[j].lower(), "") == "SUBTYPES"

    if not (plural(i - 1) and plural(i + 1)):
        return False
    start = i - 1
    while start >= 2 and printed[start - 1] == "," and plural(start - 2):
        start -= 2
    if start > 0 and printed[start - 1].lower() in _PREDICATE:
        return False  # "All Characters are Animals and Plants": each is both (2.2.2), a predicate
    if printed[i].lower() == "and":
        return True
    j = i + 1
    while j + 2 < len(printed) and printed[j + 1] == "," and plural(j + 2):
        j += 2
    return j + 2 < len(printed) and printed[j + 1].lower() == "and" and plural(j + 2)


class WordLexer(Lexer):
    """Lark's custom lexer: literal words first, then the lexicon's classes."""

    def __init__(self, lexer_conf: Any) -> None:
        self.literals: dict[str, str] = {}
        for term in lexer_conf.terminals:
            if term.pattern.type == "str":
                self.literals[term.pattern.value] = term.name

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        text = data if isinstance(data, str) else data.text
        found = grammar_words(text)
        printed = [w for w, _, _ in found]
        acting = acting_words(printed, self.literals)
        event_or = trigger_event_ors(printed)
        events_joined = trigger_events_joined(printed)
        listed = object_list_marks(printed, self._kind)  # "target Character, Permanent or token"
        serial = serial_commas(printed, listed)  # "… Permanent, or token": the same list
        either = qualifier_or_kinds(printed, self._kind)  # "with X or with Y": the kind again
        for i, (word, start, end) in enumerate(found):
            if word == "." and i > 0 and printed[i - 1] == ".":
                continue  # a doubled full stop ends one sentence ("… 1 boost..")
            if i in serial:
                continue
            low = word.lower()
            kind = self._kind(low, printed[i + 1].lower() if i + 1 < len(printed) else "")
            if low in ("and", ",") and re.fullmatch(
                r"[+\-]\d+", printed[i + 1 : i + 2][0] if i + 1 < len(printed) else ""
            ):
                kind = "_STAT_AND"  # "+1 {V} and +1 {O}": the next statistic's change (2.2.11.b)
            if low == "and" and _cost_after_boosts([w.lower() for w in printed], i):
                kind = "_BOOSTS_COST_AND"  # "with no boosts and Hand Cost {3} or less" (6.5.b)
            if low == "where" and [w.lower() for w in printed[i + 1 : i + 3]] == ["you", "control"]:
                kind = "_WHERE_YOU_CONTROL"  # "an Expedition where you control two Characters"
            if low == ":" and result_colon(printed, i):
                kind = "_RESULT_COLON"  # "Roll a die. If the result is 3 or more: [X]"
            if low == "," and face_comma(printed, i):
                kind = "FACE_COMMA"  # "On a 4, 5 or 6": faces of a die one after another
            if low == "of" and [w.lower() for w in printed[i + 1 : i + 3]] in _CHOICE:
                kind = "_OF_CHOICE"  # "of your / their choice": who chooses (6.1.g, 6.1.h)
            if low == "at" and [w.lower() for w in printed[i + 1 : i + 2]] == ["random"]:
                kind = "_AT_RANDOM"  # gl: "… at random": a choice made randomly (6.5.j)
            if low == "and" and [w.lower() for w in printed[i + 1 : i + 3]] == ["i", "each"]:
                kind = "AND_EACH"  # "It and I each gain …": one step said of both (gram109)
            if low == "and" and joins_targets([w.lower() for w in printed], i):  # g2 (6.5.b)
                kind = "AND_TARGET"  # "target Character and target Permanent each gain …"
            if low == "and" and joins_groups([w.lower() for w in printed], i):  # gx (6.1.e)
                kind = "GROUP_AND"  # "each Robot and each Plant you control": one group
            if low == "or" and before_step([w.lower() for w in printed[i + 1 : i + 3]]):
                kind = "OR_STEP"  # "… or send me to Reserve": a choice of two steps (6.1.g)
            if low in ("and", ",") and subtypes_listed(printed, i, self._kind):
                kind = "SUBTYPES_AND"  # "Plants and Animals you control" (g5, 2.2.2)
            if low == "or" and kinds_or(printed, i, self._kind):
                kind = "OR_KIND"  # "a token or a Permanent": kinds (object_language.py, gram79)
            # ---- ic39: "or" between two whole object descriptions (step_object_ors.py)
            if kind == "OR" and objects_or(printed, i, self._kind):
                kind = "OR_OBJECT"  # "a Bureaucrat or a Spell from your Reserve" (6.5.b, 6.1.g)
            if kind == "OR" and types_or_card(printed, i):
                kind = "OR_TYPES"  # "target Spell or Character card" (2.2.1)
            if kind in ("OR", "OR_STEP") and places_or(printed, i, self._kind):
                kind = "OR_PLACE"  # "from your Reserve or discard pile" (3.1.2.b)
            # ---- end ic39
            if kind in ("OR", "OR_STEP") and play_places_or(printed, i):  # ic40
                kind = "OR_PLACE"  # "in your Expeditions or your Reserve" (3.1.4.a, 3.2.10)
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
            if (
                kind in ("SET_ACTION", "SET_ACTIONS")
                and printed[i - 1 : i] in (["and"], ["And"])
                and in_players_clause([w.lower() for w in printed], i)
            ):
                # "All players draw a card and [Unfurl]": the set's keyword action is the
                # players' second step (1.4.7.b), not the controller's — unread (session 41)
                kind = "WORD"
            if i in event_or:
                kind = "EVENT_OR"  # "When you play a Character or a Spell —" (6.3.b)
            if low == "or" and trigger_subject_or(printed, i, self._kind):  # ia40 (6.3.b)
                kind = "OR_OBJECT"  # "When a Character or a token you control leaves play"
            if kind == "OR" and slot_or(printed, i, self._kind):  # ia40 (6.5.i, 6.5.d)
                kind = "OR_OBJECT"  # "for each Spell or token in your Reserve"
            if low == "," and list_comma(printed, i, self._kind):  # ia40: a list's comma
                kind = "OR_OBJECT"  # "for each Robot, Plant or token you control"
            if i in listed:  # a list of kinds in a step's object (object_lists.py, 2.2.1)
                kind = "OR_OBJECT"
            if kind == "OR" and counted_or(printed, i, self._kind):  # "two or more X or Y"
                kind = "OR_OBJECT"
            if i in either:  # "a Character with X or [a Character] with Y" (object_lists.py)
                yield Token("OR_OBJECT", word, start, 1, i + 1, 1, i + 1, end)
                for j, said in enumerate(either[i]):
                    nxt = either[i][j + 1].lower() if j + 1 < len(either[i]) else "with"
                    yield Token(self._kind(said.lower(), nxt), said, end, 1, i + 1, 1, i + 1, end)
                continue
            if i in events_joined:  # "When I go to Reserve or [I] am sacrificed —" (6.3.b)
                yield Token("EVENTS_OR", word, start, 1, i + 1, 1, i + 1, end)
                for said in events_joined[i]:
                    low_said = said.lower()
                    yield Token(self._kind(low_said, ""), said, start, 1, i + 1, 1, i + 1, end)
                continue
            if i in acting:
                kind = acting[i]
                if kind == UNSAID:
                    continue  # "You draw two cards" in a mode another player chooses
                if kind in (THEY, THEY_TARGET):  # "They sacrifice …": the opponents
                    # choosing do it (1.4.7.b) — "each opponent" or the "target opponent"
                    for said in ("each" if kind == THEY else "target", "opponent"):
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

    def _kind(self, low: str, following: str) -> str:
        if low == "other" and following == "than":
            return "OTHER_THAN"  # "other than me": a qualifier, not the adjective (gram37)
        if low.startswith(TOKEN_REF_MARK):
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
        if keyword_action_third_person(low) is not None:
            return "SET_ACTIONS"  # ha: "When an opponent Kindles —": its third person
        if keyword_ability(low) is not None:
            return "SET_KEYWORD"  # "Gigantic, Homeward.": the set's keyword ability (gram61)
        return "WORD"


def _cost_after_boosts(low: list[str], i: int) -> bool:
    """Whether the "and" at ``i`` joins "with no / a boost(s)" to a cost compared ("with no
    boosts and Hand Cost {3} or less", one description, 6.5.b) — not a second step after a
    description ending in boosts ("Exhaust each Character with no boosts and send them to
    Reserve", 6.1.c), which the grammar then reads as any "[X] and [Y]"."""
    return (
        i >= 3
        and low[i - 1] in ("boost", "boosts")
        and low[i - 3] == "with"
        and low[i + 1 : i + 3] in (["hand", "cost"], ["reserve", "cost"])
    )
