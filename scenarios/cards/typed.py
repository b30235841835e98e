"""Cards typed as printed text in a card file (``read_text: true``): compiled by the same
reader as imported card data, so a judge can type a Unique or a card not imported."""

from __future__ import annotations

from scenarios.cards.byhand import by_hand_of
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.compile import Compiled, Gap, compile_card
from scenarios.cards.models import CardModel
from scenarios.cards.printed import PrintedCard, Reading, read_printed
from scenarios.cards.printed.reader import characteristics
from scenarios.cards.printed.text import split_abilities
from scenarios.cards.printed.token_names import using_tokens
from scenarios.cards.printed_order import printed_abilities
from scenarios.limits import shown_ability

SUPPORT_MARK = "{I} "
"""Marks a support ability in typed text (2.2.12.d)."""


DISCARD_ME = "{D}"
"""The cost "discard me from Reserve" (1.1.6.i): a quick action costing it is a support
ability (2.2.12.d), whether or not the typed text marks it ``{I}``."""


def _support(part: str) -> str | None:
    """The support ability ``part`` is (without its ``{I}`` mark), or None."""
    if part.startswith(SUPPORT_MARK):
        return part[len(SUPPORT_MARK) :]
    if part.startswith(DISCARD_ME):
        return part  # "{D}: [effect]" — a support quick action (2.2.12.d, 2.2.15.c Example)
    return None


def printed_of(card: CardModel) -> PrintedCard:
    """The printed card a card file describes: its ``text`` as the printed abilities, those
    marked ``{I}`` and the quick actions costing ``{D}`` as support abilities (2.2.12.d) —
    so a Spell's support ability is not read as part of its effect."""
    main, support = card.text, ""
    if SUPPORT_MARK.strip() in card.text or DISCARD_ME in card.text:
        parts = split_abilities(card.text)
        main = "  ".join(p for p in parts if _support(p) is None)
        support = "  ".join(s for p in parts if (s := _support(p)) is not None)
    return PrintedCard(
        name=card.name,
        type=card.type.value,
        subtypes=card.subtypes,
        zone_type=card.zone_type.value if card.zone_type is not None else None,
        faction=card.faction.value if card.faction is not None else None,
        rarity=card.rarity,
        hand_cost=card.hand_cost,
        reserve_cost=card.reserve_cost,
        forest=card.forest,
        mountain=card.mountain,
        water=card.water,
        reserve_limit=card.reserve_limit,
        landmark_limit=card.landmark_limit,
        main_text=main,
        support_text=support,
        token=card.token,
    )


def read_text_card(card: PrintedCard) -> CardModel:
    """``card`` as a card file writes it typed (``read_text: true``): the inverse of
    :func:`printed_of`, its support abilities marked ``{I}`` — how a saved sandbox board
    keeps an imported or typed card readable. The characteristics are those the reader
    keeps (its printed sub-types, 2.2.2: a scenario file's ``read_text`` cards' sub-types are
    read as data, :func:`scenarios.scenario.load.load_scenario`); ``ValueError`` if the card
    language cannot hold them."""
    with using_subtypes({card.type: card.subtypes}):  # its printed sub-types: data (2.2.2)
        base, _ = characteristics(card)
        support = "  ".join(SUPPORT_MARK + p for p in split_abilities(card.support_text))
        text = "  ".join(t for t in (card.main_text.strip(), support) if t)
        return CardModel.model_validate({**base, "text": text, "read_text": True})


def compile_reading(reading: Reading) -> Compiled:
    """The compilation of a printed card's reading, with the sub-types (2.2.2) and token
    cards (2.1.e) it was read with: a new set's "[Hired Hand 1/1/1] Mercenary" token is
    compiled with "Mercenary" a sub-type, as it was read — never with the rules' lists alone
    (which would refuse the template the reading holds)."""
    with using_subtypes(reading.subtypes), using_tokens(reading.tokens):
        return compile_card(reading.model)


def compile_model(card: CardModel) -> tuple[CardModel, Compiled]:
    """The card as the engine reads it and its compilation. A ``read_text`` card's text is
    read (each ability it cannot execute is a gap, "not executed — resolve by hand", and
    is kept on the engine card so the trace names it when it would apply);
    any other card is compiled as written."""
    if not card.read_text:
        return card, compile_card(card)
    reading = read_printed(printed_of(card))
    model = reading.model.model_copy(
        update={
            "id": card.id,
            "aliases": card.aliases,
            "note": card.note,
            "assumed": card.assumed,
            "rules": card.rules,
            "rarity": card.rarity,
            "text": card.text,
            "keywords": (*reading.model.keywords, *card.keywords),
            "read_text": False,  # the read model gives abilities itself
        }
    )
    # the data's sub-types (2.2.2) and token cards (2.1.e) it was read with
    with using_subtypes(reading.subtypes), using_tokens(reading.tokens):
        compiled = compile_card(model)
    gaps = tuple(
        Gap(f'text "{shown_ability(a.text)}"', f"not executed — resolve by hand: {a.reason}")
        for a in reading.abilities
        if a.status != "executed"
    )
    fields = {
        **compiled.fields,
        "by_hand": by_hand_of(reading.abilities),
        "printed": printed_abilities(reading.abilities, compiled.fields["abilities"]),
    }
    return model, Compiled(fields, (*compiled.gaps, *gaps))
