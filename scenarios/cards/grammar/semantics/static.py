"""The semantic functions of the grammar's static abilities (2.2.12.m): a passive ability
under its condition, keywords given to the bearer or to a group (2.3.1.a), printed cost
changes (5.1.2.f), and the conditions the engine evaluates (6.5.d).

Each maps into the ``PassiveModel`` dict a hand-written library card has (``docs/cards.md``,
"Static passive abilities"): ``{"keyword": K, "if": c}``, ``{"grant": {"to": group,
"keyword": K}, "if": c}``, ``{"cost": {"change": N, "applies_to": …, "if" / "per" /
"minimum" / "at_least"}}``. A group is kept in its printed words (the compiler reads
them, :func:`scenarios.cards.compile_passives.group_filter`); a group the compiler does not
read, or a condition it cannot evaluate, is refused by the engine check after reading —
never run as something else (precision first).
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.tree import Condition, Description

Passive = dict[str, Any]


class StaticSemantics(SemanticsBase):
    """Static abilities, rule by rule (method name = rule or alias name)."""

    # ------------------------------------------------------------- a passive and its condition
    def plain_passive(self, items: list[Passive]) -> dict[str, Any]:
        if "_it_keyword" in items[0]:
            raise NotRead("it", "'it' does not refer to anything named before it", "it_keyword")
        return {"passive": items[0]}

    def passive(self, items: list[Passive]) -> dict[str, Any]:
        """A replacing or additive modifier (semantics/replace.py) as a passive ability."""
        return {"passive": items[0]}

    def if_passive(self, items: list[Any]) -> dict[str, Any]:
        """ "If / As long as [c], [static]": it applies while the condition holds (2.3.2.f)."""
        condition, passive = items
        return {"passive": _conditioned(passive, condition.card_text())}

    def unless_passive(self, items: list[Any]) -> dict[str, Any]:
        condition, passive = items
        return {"passive": _conditioned(passive, condition.card_text(True))}

    def passive_if(self, items: list[Any]) -> dict[str, Any]:
        """ "[static] if / as long as / while [c]"."""
        passive, condition = items
        return {"passive": _conditioned(passive, condition.card_text())}

    def passive_unless(self, items: list[Any]) -> dict[str, Any]:
        passive, condition = items
        return {"passive": _conditioned(passive, condition.card_text(True))}

    def passive_if_minimum(self, items: list[Any]) -> dict[str, Any]:
        """ "I cost {3} less if [c], down to a minimum of {1}" (5.1.2.f Remark)."""
        passive, condition, minimum = items
        cost = passive.get("cost")
        if cost is None or "minimum" in cost:
            raise NotRead("down to", "a minimum here is not read", "passive_if_minimum")
        return {
            "passive": _conditioned({"cost": {**cost, "minimum": minimum}}, condition.card_text())
        }

    def static(self, items: list[Passive]) -> Passive:
        return items[0]

    # ------------------------------------------------------------- keywords (7.4, 2.3.1.a)
    def my_keyword(self, items: list[str]) -> Passive:
        """ "I am [keyword]": a keyword ability of the bearer's own."""
        return {"keyword": items[0]}

    def group_keyword(self, items: list[Any]) -> Passive:
        """ "[group] are / have [keyword]" — "Characters you control are Tough 2",
        "Spells you play with Hand Cost {1} or less have Fleeting" (2.3.1.a, 5.2.4.a)."""
        group, keyword = items
        return {"grant": {"to": _group(group), "keyword": keyword}}

    def optional_sacrifice(self, items: list[Any]) -> Passive:
        """ "You may sacrifice [a Character] to reduce my cost by {N}": an optional cost of
        playing me (5.1.2.c, 1.2.5.b); paid, my cost is N less (5.1.2.f)."""
        obj, mana = items
        return _optional_cost(self.sacrifice([obj]), mana)  # type: ignore[attr-defined]

    def optional_discard(self, items: list[Any]) -> Passive:
        """ "You may discard [a card from your Reserve] to reduce my cost by {N}"."""
        obj, mana = items
        return _optional_cost(self.discard([obj]), mana)  # type: ignore[attr-defined]

    @v_args(meta=True)
    def group_abilities(self, meta: Meta, items: list[Any]) -> Passive:
        """ "Your Characters have: "{R} [effect]"": a {R} ability triggers only as a
        Character is played from Reserve (7.1.1.c), so it is given to the Characters its
        controller plays from Reserve, as they are played (2.3.1.a)."""
        ability = items[-1]
        reaction = ability.get("reaction") or {}
        if reaction.get("trigger") != "played_from_reserve":
            # any other ability: the group has it while this works (2.3.1.a; given.py)
            raise NotRead("have", "abilities given to this group are not read yet", "granted")
        return {"grant": {"to": "characters you play from reserve", "abilities": [ability]}}

    @v_args(meta=True)
    def granted(self, meta: Meta, items: list[dict[str, Any]]) -> dict[str, Any]:
        """A granted ability: its card structures and its printed text."""
        return {"text": self._printed(meta).strip(), **items[0]}

    def it_keyword(self, items: list[str]) -> Passive:
        """ "it is [keyword]": "it" is what the condition before names (only "If there is
        only one Character in my Expedition, it is Gigantic" names one, :func:`_conditioned`)."""
        return {"_it_keyword": items[0]}

    def all_keyword(self, items: list[Any]) -> Passive:
        """ "All Elementals have Gigantic": every Character of a sub-type (2.3.2.e)."""
        group, keyword = items
        if group.subtypes and len(group.subtypes) == 1 and group.words.count(" ") == 0:
            return {"grant": {"to": f"all {group.subtypes[0]}s", "keyword": keyword}}
        return {"grant": {"to": f"all {group.words}", "keyword": keyword}}

    @v_args(meta=True)
    def lose_abilities(self, meta: Meta, _: list[Any]) -> Passive:
        """ "All other Characters lose their abilities" (2.3.2.d), the group as printed."""
        printed = self._printed(meta).rstrip(".").split()
        return {"lose_abilities": " ".join(printed[: printed.index("lose")])}

    def all_characters_are(self, items: list[Any]) -> Passive:
        """ "All Characters are Elementals [and Dragons]": sub-types every Character gains."""
        group, *names = items
        if group.words != "characters":
            raise NotRead(group.words, "only 'All Characters are …' is read", "all_characters_are")
        return {"all_characters_are": [lx.plural_subtype(str(n).lower()) for n in names]}

    def all_regions_are(self, items: list[list[str]]) -> Passive:
        """ "All regions are Forests / {V} and {M}": every region's terrains (2.3.2.f)."""
        return {"all_regions_are": items[0]}

    def region_gains(self, items: list[list[str]]) -> Passive:
        """ "My region is {V} in addition to its other terrains" (3.2.1.e)."""
        return {"region_gains": items[0]}

    def terrains(self, items: list[Any]) -> list[str]:
        found: list[str] = []
        for item in items:
            found.extend(item if isinstance(item, list) else [item])
        return found

    @v_args(meta=True)
    def terrain(self, meta: Meta, _: list[Any]) -> str:
        word = self._span(meta)
        return lx.TERRAINS.get(word) or word.rstrip("s")

    # ------------------------------------------------------------- cost changes (5.1.2.f)
    def my_cost(self, items: list[Any]) -> Passive:
        """ "I cost {N} less / more [, down to a minimum of {M}]": the card's own cost."""
        mana, direction, *minimum = items
        return {"cost": {**_change(mana, direction), "applies_to": "me", **_minimum(minimum)}}

    def my_cost_in_empty(self, items: list[Any]) -> Passive:
        """ "I cost {N} less to play in an Expedition with no Characters": the Expedition
        chosen in the declaration (5.1.2.c) decides."""
        mana, direction = items
        condition = "i am played in an expedition with no characters"
        return {"cost": {**_change(mana, direction), "applies_to": "me", "if": condition}}

    def my_cost_per(self, items: list[Any]) -> Passive:
        """ "I cost {N} less per / for each [counted]": counted as the cost is (5.1.2.k)."""
        mana, direction, counted, *minimum = items
        cost = {**_change(mana, direction), "applies_to": "me", "per": counted}
        return {"cost": {**cost, **_minimum(minimum)}}

    def cards_cost(self, items: list[Any]) -> Passive:
        """ "[cards] cost {N} less / more [, down to a minimum of {M}]" (5.1.2.f)."""
        group, mana, direction, *minimum = items
        return {
            "cost": {
                **_change(mana, direction),
                "applies_to": played_words(group),
                **_minimum(minimum),
            }
        }

    def cards_cost_at_least(self, items: list[Any]) -> Passive:
        """ "[cards] can't cost less than {N}": a restriction, applied last (5.1.2.f)."""
        group, mana = items
        return {"cost": {"applies_to": played_words(group), "at_least": _number(mana)}}

    def may_play_for_less(self, items: list[Any]) -> Passive:
        """ "You may play [cards] [from your Reserve] for {N} less [, down to a minimum of
        {M}]": a decrease the player may take when paying (5.1.2.f and its Remark) —
        taking it is never worse, so it is taken."""
        group, mana, *minimum = items
        return {
            "cost": {"change": -_number(mana), "applies_to": _played(group), **_minimum(minimum)}
        }

    def opponents_play(self, _: list[Any]) -> tuple[str, str]:
        """ "[cards] your opponents play": cards as an opponent plays them (5.1.2)."""
        return ("played", "opponents")

    def my_cost_where_x(self, items: list[Any]) -> Passive:
        """ "I cost {X} less, where X is the number of [objects]": one less per object
        counted, as the cost is determined (5.1.2.f, 5.1.2.k)."""
        direction, counted = items
        change = -1 if direction == "less" else 1
        return {"cost": {"change": change, "applies_to": "me", "per": _singular(counted)}}

    @v_args(meta=True)
    def keyword_where_x(self, meta: Meta, items: list[Any]) -> Passive:
        """ "Tough X, where X is the number of [objects]": the bearer's keyword, its X that
        count as it is needed (7.4.7.b)."""
        return {"static": _words(self._span(meta))}

    def rule_change(self, items: list[Passive]) -> Passive:
        return items[0]

    def cant_be_played(self, _: list[Any]) -> Passive:
        """ "I can't be played [, but I can be used as a Mana Orb]" (1.4.1.a; the Mana Orb
        use is Expand's, 4.2.1.e, which it does not change)."""
        return {"static": "i can't be played"}

    @v_args(meta=True)
    def rule_words(self, meta: Meta, _: list[Any]) -> Passive:
        """A rule changed for the controller, kept as its words (2.2.12.m)."""
        return {"static": _words(self._span(meta))}

    @v_args(meta=True)
    def counted_objects(self, meta: Meta, _: list[Any]) -> str:
        return _words(self._span(meta))

    def counted_regions(self, items: list[Token]) -> str:
        """The regions between a player's Hero and Companion Expeditions (7.5)."""
        if str(items[0]).lower() != "companion":
            raise NotRead(str(items[0]), f"'{items[0]}' is not an Expedition", "counted_regions")
        return "regions between your hero and companion"

    # ------------------------------------------------------------- counted steps
    def lose_all_boosts(self, items: list[Any]) -> dict[str, Any]:
        """ "[object] loses all its boosts": every boost counter removed (2.5.1.a, 2.5.g)."""
        from scenarios.cards.grammar.semantics.object_subjects import _subject

        obj = items[0]
        if obj.up_to:
            raise NotRead("up to", "up to several objects losing boosts is not read yet")
        return {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            **_subject(obj),
        }

    # ------------------------------------------------------------- "where X is" (6.5.i)
    def x_number(self, items: list[Token]) -> int:
        """ "X" or "X+N" (6.5.i): the count a "where X is …" says, plus N."""
        x = XAmount(1)
        if items and "+" in str(items[0]):
            x.plus = int(str(items[0]).split("+")[1])
        return x

    def where_x_chain(self, items: list[Any]) -> list[dict[str, Any]]:
        """ "[step with X], where X is the number of [objects]": the step's amount is that
        count, taken as the step happens — as "[N] per [counted]" is (6.5.i)."""
        steps, counted = items
        return _x_counted(steps, _counted_phrase(counted))

    def where_x_mine_chain(self, items: list[Any]) -> list[dict[str, Any]]:
        """ "…, where X is my number of [name] counters / boosts": those on me (2.5.c)."""
        steps, names = items[0], items[1:]
        if names:  # "[name] counters" ("counters" itself is not kept)
            return _x_counted(steps, f"my number of {str(names[0]).lower()} counters")
        return _x_counted(steps, "my number of boosts")

    # ------------------------------------------------------------- counted objects
    @v_args(meta=True)
    def counted_only(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """A qualifier only counts read ("per card in your hand"), in the words the lexer
        read ("in the Expedition facing my Expedition" as "… facing me", 1.2.3.c)."""
        from scenarios.cards.grammar.printed_words import spans
        from scenarios.cards.grammar.rewordings import reworded

        said = " ".join(w for w, _, _ in reworded(spans(self._span(meta))))
        return ("counted_only", said.lower())

    def in_your_other_expedition(self, _: list[Any]) -> tuple[str, bool]:
        """ "in your other Expedition": the controller's Expedition the bearer is not in."""
        return ("in_your_other_expedition", True)

    def of_target_player(self, _: list[Any]) -> tuple[str, bool]:
        return ("of_target_player", True)

    def subtypes_or_noun(self, items: list[Token]) -> tuple[str, list[str]]:
        """ "a Song or Artist": an object with one of these sub-types (2.2.2)."""
        names = [lx.SUBTYPES.get(t.lower()) or lx.plural_subtype(t.lower()) for t in items]
        return ("subtypes_or", [n for n in names if n])

    def mana_orb_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", "mana orb")

    def you_play_from_reserve(self, _: list[Any]) -> tuple[str, str]:
        """ "[cards] you play from Reserve" (5.1.2): read by cost changes' words only."""
        return ("played", "reserve")

    def played_from_reserve(self, _: list[Any]) -> tuple[str, str]:
        """ "[cards] played from Reserve" (by any player, 5.1.2): cost changes' words only."""
        return ("played", "from reserve")

    def minimum(self, items: list[Token]) -> int:
        return _number(items[0])

    # ------------------------------------------------------------- conditions (6.5.d)
    @v_args(meta=True)
    def it_was_in_terrain_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def one_in_terrain_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "one [of them] is in {V}": "it is in {V}" of each object chosen (gram58)."""
        return _one_as_it(self._span(meta))

    @v_args(meta=True)
    def one_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return _one_as_it(self._span(meta))

    @v_args(meta=True)
    def one_is_type_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return _one_as_it(self._span(meta))


for _name in (
    "i_have_counters_cond",
    "counters_on_group_cond",
    "mana_orbs_cond",
    "there_are_in_your_cond",
    "there_are_in_reserve_cond",
    "lead_cond",
    "lead_theirs_cond",
    "it_is_type_cond",
    "it_in_terrain_cond",
    "it_status_cond",
    "its_expedition_cond",
    "i_have_at_most_cond",
    "base_stats_cond",
):
    setattr(
        StaticSemantics,
        _name,
        v_args(meta=True)(lambda self, meta, _items: Condition(self._span(meta))),
    )


def _one_as_it(said: str) -> Condition:
    """ "one [of them] is …" said as the condition "it is …" the engine checks of one object
    (6.5.d), marked as ranging over several (``one_of_several``)."""
    words = said.split()
    of_them = words[1:3] == ["of", "them"]
    rest = words[4:] if of_them else words[2:]
    return Condition(
        " ".join(["it", "is", *rest]), one_of_several=True, of_them=said if of_them else ""
    )


class XAmount(int):
    """ "X" where a number goes: it stands for the count a "where X is …" after the steps
    says (``plus``: "X+2"); an X nothing says is not read (:func:`no_x_left`)."""

    plus: int = 0


_COUNTED_AMOUNTS = frozenset({"give_boost", "gain_counters", "draw", "create", "spend_counters"})
"""Actions whose amount is how many things are given, drawn, made or spent (7.3.9.a, 2.5,
7.3.5, 7.3.38.a)."""


def _x_counted(steps: list[dict[str, Any]], counted: str) -> list[dict[str, Any]]:
    found = [i for i, step in enumerate(steps) if isinstance(step.get("amount"), XAmount)]
    if len(found) != 1:
        raise NotRead("where x", "'where X is' names no single amount X", "where_x_chain")
    step = steps[found[0]]
    if step.get("x_chooses"):  # "Discard X cards": X is how many one step chooses (6.5.h)
        if step["amount"].plus or set(step) & {"per", "up_to", "choose_count", "times", "x_is"}:
            raise NotRead("where x", "X counted for this step is not read yet", "where_x_chain")
        chosen = {k: v for k, v in step.items() if k != "amount"}
        return [*steps[: found[0]], {**chosen, "x_is": counted}, *steps[found[0] + 1 :]]
    if step.get("action") not in _COUNTED_AMOUNTS or any(
        k in step for k in ("per", "up_to", "amounts", "max_total")
    ):
        raise NotRead("where x", "X counted for this step is not read yet", "where_x_chain")
    plus = step["amount"].plus
    counted_step = {**step, "amount": 1, "per": counted, **({"per_plus": plus} if plus else {})}
    return [*steps[: found[0]], counted_step, *steps[found[0] + 1 :]]


def no_x_left(value: Any) -> None:
    """Refuse a reading in which an "X" stands that no "where X is" said (precision
    first: X is not a number the text gives)."""
    if isinstance(value, XAmount):
        raise NotRead("x", "'X' is not said by a 'where X is'", "x_number")
    if isinstance(value, dict):
        for item in value.values():
            no_x_left(item)
    elif isinstance(value, list):
        for item in value:
            no_x_left(item)


_PLURAL_HEADS = {"cards": "card", "mana orbs": "mana orb", "tokens": "token"}


def _counted_phrase(text: str) -> str:
    """The "per [...]" form of a "the number of [...]" phrase: its head noun singular
    ("cards in your Reserve" -> "card in your Reserve"); object nouns with qualifiers are
    read in either number by the count reader."""
    for plural, one in _PLURAL_HEADS.items():
        if text.startswith(plural + " ") or text == plural:
            return one + text[len(plural) :]
    return text


def _optional_cost(step: dict[str, Any], mana: Token) -> Passive:
    if not str(step.get("subject", "")).startswith("a_") or step.get("amount", 1) != 1:
        raise NotRead("you may", "this optional cost is not read yet", "optional_cost")
    return {"cost": {"change": -_number(mana), "applies_to": "me", "optional": [step]}}


def _words(text: str) -> str:
    return " ".join(text.lower().rstrip(".").split())


def _singular(things: str) -> str:
    """ "characters you control" -> "character you control": what "X is the number of"
    counts, as "per [...]" says it (its first plural word singular)."""
    words = things.split()
    for i, word in enumerate(words):
        if word.endswith("ies") and len(word) > 4:
            words[i] = word[:-3] + "y"
            break
        if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
            words[i] = word[:-1]
            break
    return " ".join(words)


def _group(group: Description) -> str:
    if not group.words:
        raise NotRead("group", "a group with no words is not read", "group_keyword")
    return group.words


_PLAYED_BY = (
    (" played by your opponents", " your opponents play"),
    (" played by an opponent", " an opponent plays"),
    (" played by you", " you play"),
)
"""The passive voice of who plays a card (the ``you_play`` / ``opponents_play`` qualifier
said "played by …", 5.1.2): the same cards as the active voice (gram59)."""


def played_words(group: Description) -> str:
    """The words of a group of cards as played, the player said actively: "Spells played by
    your opponents" are "spells your opponents play" (the qualifier read them so,
    ``group.played``), as a cost alteration names them (5.1.2.f)."""
    words = _group(group)
    if group.played:
        for passive, active in _PLAYED_BY:
            words = words.replace(passive, active, 1)
    return words


_QUALIFIER_WORDS = ("you", "an", "controlled", "with", "in", "from")


def _played(group: Description) -> str:
    """The cards of "you may play [cards]" as the cost compiler reads them: "[other]
    [cards | Characters | sub-type]s you play [from reserve] [with hand cost {N} or
    less/more]" (:func:`scenarios.cards.compile_passives.played_cost_scope`)."""
    words = group.words.split()
    cut = next((i for i, w in enumerate(words) if w in _QUALIFIER_WORDS), len(words))
    said = " ".join(words[:cut]) + " you play"
    if group.controller or group.in_my_expedition or group.from_your_hand or group.in_reserve:
        raise NotRead(group.words, "these cards played are not read yet", "may_play_for_less")
    rest = " ".join(words[cut:]).lower()
    if group.in_your_reserve or re.search(r"\bfrom (your )?reserve\b", rest):
        said += " from reserve"  # "[Characters] you play from your Reserve" too (5.2.a)
    for key, kind in (("hand_cost_max", "less"), ("hand_cost_min", "more")):
        if getattr(group, key) is not None:
            said += f" with hand cost {{{getattr(group, key)}}} or {kind}"
    if group.reserve_cost_max is not None or group.reserve_cost_min is not None:
        raise NotRead(group.words, "a Reserve Cost here is not read yet", "may_play_for_less")
    if _PLAYED_SAID.fullmatch(rest) is None:  # "… with no boosts", "… facing me" (gram41)
        raise NotRead(group.words, "these cards played are not read yet", "may_play_for_less")
    return said


_PLAYED_SAID = re.compile(
    r"(you play)?\s*(from (your )?reserve)?\s*(with hand cost \{\d+\} or (less|more))?"
)
"""The words after the noun the played cards' scope says (:func:`_played`); any other words
would be dropped from the reading, so they are refused (precision first)."""


def _change(mana: Token, direction: str) -> dict[str, Any]:
    n = _number(mana)
    return {"change": -n if direction == "less" else n}


def _minimum(found: list[int]) -> dict[str, Any]:
    return {"minimum": found[0]} if found else {}


def _conditioned(passive: Passive, condition: str) -> Passive:
    """A passive with its condition: a cost change keeps it in the cost (evaluated as the
    cost is determined, 5.1.2.f), any other passive beside it (2.3.2.f). A change "for each
    …" keeps its count: the condition says whether it applies, the count how much (the
    engine's ``_applies`` then ``_count``)."""
    if "cost" in passive:
        cost = passive["cost"]
        if "if" in cost or "at_least" in cost or "optional" in cost:
            raise NotRead("if", "a condition on this cost change is not read yet", "passive")
        if cost.get("applies_to") != "me":
            return {**passive, "cost": {**cost, "if": condition}}
        # the card's own cost: its condition as the cost reader keeps it ("i'm" said "i am")
        return {"cost": {**cost, "if": condition.replace("i'm", "i am")}}
    if "_it_keyword" in passive:
        if condition != "there is only one character in my expedition":
            raise NotRead("it", "'it' does not name what the condition names", "it_keyword")
        keyword = passive["_it_keyword"]
        return {"grant": {"to": "the only Character in my Expedition", "keyword": keyword}}
    if "if" in passive:
        raise NotRead("if", "two conditions on one passive are not read yet", "passive")
    return {**passive, "if": condition}
