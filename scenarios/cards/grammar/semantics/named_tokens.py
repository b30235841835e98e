"""A set's own token created by its name: "Create [N] [name] [sub-type] [type words]
token(s) [in place]" (7.3.5.a) — the token card named, with its characteristics and
abilities (2.1.e, 2.2.b), found where the text is read (the imported pool's, else the
library's); the type and sub-type printed must be the token card's."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.described_expeditions import place_fields

_TOKEN_TYPE_WORDS: dict[tuple[str, ...], tuple[str, str | None]] = {
    ("character",): ("Character", None),
    ("permanent",): ("Permanent", None),
    ("landmark", "permanent"): ("Permanent", "Landmark"),
    ("landmark",): ("Permanent", "Landmark"),  # "a [Signal Fire] Landmark token" (2.2.3)
    ("expedition", "permanent"): ("Permanent", "Expedition"),
}
"""Type words printed after a token's name ("a [Signal Fire] Landmark Permanent token", "a
[Signal Fire] Landmark token"): the card type (2.2.1) and, for a Permanent, its zone type
(2.2.3) they say — a check against the token card's type, never a sub-type (2.1.e)."""


def _a(words: str) -> str:
    """``words`` with its article ("an Expedition Permanent", "a Landmark Permanent")."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def _without_type_words(words: str, rest: list[str], token: Any) -> list[str]:
    """``rest`` (the words after a token's name) without the type words that end it, when
    they say the token card's own type (2.2.1, 2.2.3: "Signal Fire Landmark Permanent"); type
    words that say another type are refused, naming them."""
    low = [w.lower() for w in rest]
    for said, (kind, zone) in sorted(_TOKEN_TYPE_WORDS.items(), key=lambda kv: -len(kv[0])):
        if len(low) < len(said) or tuple(low[len(low) - len(said) :]) != said:
            continue
        if token.type != kind or (zone is not None and token.zone_type != zone):
            what = f"{token.zone_type or ''} {token.type}".strip()
            raise NotRead(
                words,
                f"{token.name} is {_a(what)} token, not {_a(' '.join(rest[-len(said) :]))} (2.1.e)",
                "create_named_token",
            )
        return rest[: len(rest) - len(said)]
    return rest


def token_named(words: str) -> str | None:
    """The name of the token card ``words`` name, as "create [a] [name] [sub-type] [type]
    token" prints it (the longest start that names one; after it the card's own type words
    and perhaps its sub-type, 2.1.e, 2.2.1, 2.2.2) — shared by the step creating it and the
    trigger on its creation ("When you create an Oasis Landmark token"); ``None`` when no
    token card is so named. Type words naming another type are refused (NotRead)."""
    from scenarios.cards.printed.token_names import token_card

    printed = words.replace("\x00", "").replace("[", "").replace("]", "").split()
    for cut in range(len(printed), 0, -1):
        token = token_card(" ".join(printed[:cut]))
        if token is None:
            continue
        rest = _without_type_words(words, printed[cut:], token)
        if not rest or (len(rest) == 1 and rest[0].lower() in {s.lower() for s in token.subtypes}):
            return token.name
    return None


def named_token(words: str, amount: int, place: str | Step | None) -> Step:
    """ "Create [N] [name] [sub-type] token(s) [in place]": the token card named (the
    longest start of the words that names one; a word after it is the printed sub-type,
    which must be the token card's), its characteristics and abilities (2.1.e, 2.2.b)."""
    from scenarios.cards.printed.token_names import token_card, token_card_parts, unread_blocks

    printed = words.replace("[", "").replace("]", "").split()
    for cut in range(len(printed), 0, -1):
        rest = printed[cut:]
        token = token_card(" ".join(printed[:cut]))
        if token is not None:
            rest = _without_type_words(words, rest, token)  # "… Landmark Permanent token"
        if token is not None and len(rest) <= 1:
            break
    else:
        name = " ".join(printed).replace("_", " ").title()
        raise NotRead(
            words,
            f"the token '{name}' is printed without its statistics and no token card of "
            "that name is imported (2.1.e)",
            "create_named_token",
        )
    subtype = rest[0].lower() if rest else None
    if subtype is not None and subtype not in [s.lower() for s in token.subtypes]:
        what = " ".join(token.subtypes) or "of no sub-type"
        raise NotRead(words, f"a {token.name} token is {what}, not a {subtype}", "create_token")
    if unread_blocks(token):
        raise NotRead(words, unread_blocks(token), "create_token")
    landmark = token.type == "Permanent" and token.zone_type == "Landmark"
    if landmark:
        if place is not None:
            raise NotRead(
                words,
                f"a {token.name} token is a Landmark Permanent: it joins your Landmarks "
                "(2.2.3.e), not an Expedition (7.3.5.a)",
                "create_named_token",
            )
        step: Step = {
            "action": "create",
            "token": token.name,
            "token_type": "Landmark Permanent",
            "amount": amount,
            "subject": "your_landmarks",
        }
        if token.subtypes:
            step["token_subtypes"] = list(token.subtypes)
    elif token.type == "Permanent" and token.zone_type == "Expedition":
        # an Expedition Permanent (2.2.3.d) joins the Expedition said, as a Character token
        # does (7.3.5.a); a Permanent has no statistics (2.2.11; gram77)
        if place is None:
            raise NotRead(
                words,
                f"the Expedition a {token.name} token (an Expedition Permanent) is created in"
                " is not said",
                "create_named_token",
            )
        step = {
            "action": "create",
            "token": token.name,
            "token_type": "Expedition Permanent",
            "amount": amount,
            **place_fields(place),
        }
        if token.subtypes:
            step["token_subtypes"] = list(token.subtypes)
    else:
        if token.type != "Character":
            kind = f"{token.zone_type} {token.type}" if token.zone_type else token.type
            raise NotRead(
                words,
                f"a {token.name} token is {_a(kind)}; the engine creates token Characters and"
                " Expedition and Landmark Permanents only (7.3.5.a)",
                "create_named_token",
            )
        if place is None:
            raise NotRead(
                words,
                f"the Expedition a {token.name} token is created in is not said",
                "create_named_token",
            )
        stats = f"{token.forest}/{token.mountain}/{token.water}"
        subtypes = "".join(f" {s}" for s in token.subtypes)
        step = {
            "action": "create",
            "token": f"{token.name} {stats}{subtypes}",
            "amount": amount,
            **place_fields(place),
        }
    return {**step, **token_card_parts(token)}  # 2.2.12.f, 7.4: its token card's
