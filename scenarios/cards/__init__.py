"""Card definitions: the YAML format, validation, compilation to engine cards, library."""

from scenarios.cards.compile import Compiled, Gap, compile_card
from scenarios.cards.library import Library, LibraryCard, default_library, load_library
from scenarios.cards.models import CardModel, CardSetModel

__all__ = [
    "CardModel",
    "CardSetModel",
    "Compiled",
    "Gap",
    "Library",
    "LibraryCard",
    "compile_card",
    "default_library",
    "load_library",
]
