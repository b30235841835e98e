"""The card icons the CR 5.0 export lost, restored as readable words.

The PDF export of the Comprehensive Rules 5.0 dropped every icon glyph: "The symbol  means
“When I enter play –”", "rare () cards", Kitsune's Reaction "“ Each player may Resupply”".
The older fan-translated edition writes the same icons as words (``etb``, ``hand``,
``reserve``, ``exhaust``, ``support``, ``forest``, ...), and the 5.0 text itself often says what
a symbol means. Each restoration below names the rule (or the rule a Remark/Example belongs
to) and the text as cleaned, and puts the icon back as a bracketed word, so a judge reads
"The symbol [When I enter play] means …" instead of a hole.

Readings chosen (the older edition's word in parentheses):

* ``[When I enter play]`` (``etb``; 5.0 redefined the arrow to mean entering play, see section 8)
* ``[When played from Hand]`` (``hand``), ``[When played from Reserve]`` (``reserve``)
* ``[Exhaust me]`` (``exhaust``), ``[Discard me from Reserve]`` (``support`` in a cost)
* ``[Support]`` for the symbol marking a support Reaction or passive ability (1.1.6.j, 7.1.5.a)
* ``[Forest]``, ``[Mountain]``, ``[Water]``; faction names; rarity names.
"""

from __future__ import annotations

from typing import Final

ETB: Final = "[When I enter play]"
HAND: Final = "[When played from Hand]"
RESERVE: Final = "[When played from Reserve]"
EXHAUST: Final = "[Exhaust me]"
DISCARD: Final = "[Discard me from Reserve]"
SUPPORT: Final = "[Support]"

#: (rule id the text belongs to, text as cleaned, restored text). A restoration that no
#: longer matches its rule is reported as a parse warning, so a changed source is noticed.
RESTORATIONS: Final[tuple[tuple[str, str, str], ...]] = (
    ("1.1.4.e", "rare () cards", "rare ([rare]) cards"),
    ("1.1.4.f", "exalted () cards", "exalted ([exalted]) cards"),
    ("1.1.4.g", "unique () cards", "unique ([unique]) cards"),
    ("1.1.6.e", "The symbol means", f"The symbol {ETB} means"),
    ("1.1.6.f", "The symbol means", f"The symbol {HAND} means"),
    ("1.1.6.g", "The symbol means", f"The symbol {RESERVE} means"),
    ("1.1.6.h", "The symbol means", f"The symbol {EXHAUST} means"),
    ("1.1.6.i", "The symbol means", f"The symbol {DISCARD} means"),
    ("1.1.6.j", "The symbol precedes", f"The symbol {SUPPORT} precedes"),
    (
        "1.2.2.c",
        "(common, rare, exalted, unique)",
        "(common [common], rare [rare], exalted [exalted], unique [unique])",
    ),
    (
        "1.2.2.c",
        "(Axiom, Bravos, Lyra, Muna, Ordis, Yzmir)",
        "(Axiom [Axiom], Bravos [Bravos], Lyra [Lyra], Muna [Muna], Ordis [Ordis], Yzmir [Yzmir])",
    ),
    (
        "1.2.2.c",
        "(one number for each of,,)",
        "(one number for each of [Forest], [Mountain], [Water])",
    ),
    ("1.4.5.a", "Kitsune has the Reaction “Each", f"Kitsune has the Reaction “{HAND} Each"),
    (
        "1.4.5.a",
        "has the Reaction “Each player sacrifices",
        f"has the Reaction “{ETB} Each player sacrifices",
    ),
    ("6.1.h", "Kitsune has the Reaction “Each", f"Kitsune has the Reaction “{HAND} Each"),
    (
        "6.1.h",
        "has the Reaction “Each player sacrifices",
        f"has the Reaction “{ETB} Each player sacrifices",
    ),
    ("2.1.d", "its native “Sacrifice", f"its native “{ETB} Sacrifice"),
    ("2.1.d", "Haven “I gain 1 boost", f"Haven “{RESERVE} I gain 1 boost"),
    ("2.2.1.i", "has the Reaction “You may put", f"has the Reaction “{RESERVE} You may put"),
    (
        "2.2.2.f",
        "Forest (), Mountain (), Water ()",
        "Forest ([Forest]), Mountain ([Mountain]), Water ([Water])",
    ),
    (
        "2.2.2.k",
        "Forest (), Mountain (), and Water ()",
        "Forest ([Forest]), Mountain ([Mountain]), and Water ([Water])",
    ),
    ("2.2.12.d", "“I gain two boosts.” and “:", f"“{RESERVE} I gain two boosts.” and “{SUPPORT}:"),
    ("2.2.12.d", "\nI gain two boosts.", f"\n{RESERVE} I gain two boosts."),
    ("2.2.12.d", "\n: The next Character", f"\n{SUPPORT}: The next Character"),
    ("2.2.12.e", "preceded by the symbol.", f"preceded by the {SUPPORT} symbol."),
    ("2.4.6.a", "The symbol in the cost", f"The symbol {EXHAUST} in the cost"),
    ("5.3.d", "have the symbol in their cost", f"have the symbol {EXHAUST} in their cost"),
    ("7.1.1.a", "The symbol means", f"The symbol {ETB} means"),
    ("7.1.1.b", "The symbol means", f"The symbol {HAND} means"),
    ("7.1.1.c", "The symbol means", f"The symbol {RESERVE} means"),
    ("7.1.2.c", "The symbol represents", "The symbol [Forest] represents"),
    ("7.1.2.d", "The symbol represents", "The symbol [Mountain] represents"),
    ("7.1.2.e", "The symbol represents", "The symbol [Water] represents"),
    ("7.1.3.a", "The symbol represents", "The symbol [Axiom] represents"),
    ("7.1.3.b", "The symbol represents", "The symbol [Bravos] represents"),
    ("7.1.3.c", "The symbol represents", "The symbol [Lyra] represents"),
    ("7.1.3.d", "The symbol represents", "The symbol [Muna] represents"),
    ("7.1.3.e", "The symbol represents", "The symbol [Ordis] represents"),
    ("7.1.3.f", "The symbol represents", "The symbol [Yzmir] represents"),
    ("7.1.4.a", "The symbol means", f"The symbol {EXHAUST} means"),
    ("7.1.4.b", "The symbol means", f"The symbol {DISCARD} means"),
    ("7.1.4.c", "the symbols,, ..., mean", "the symbols [1], [2], ..., [X] mean"),
    ("7.1.5.a", "The symbol is used", f"The symbol {SUPPORT} is used"),
    (
        "7.2.1.d",
        "has the ability “I gain 2 boosts”",
        f"has the ability “{RESERVE} I gain 2 boosts”",
    ),
    (
        "7.2.3.a",
        "has the effect “Characters you control",
        f"has the effect “{ETB} Characters you control",
    ),
    ("7.3.13.b", "The symbol in the cost", f"The symbol {EXHAUST} in the cost"),
)
