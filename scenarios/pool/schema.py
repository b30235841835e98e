"""The card pool's tables (sqlite-utils), created on first use.

``prints`` (one row per print reference), ``texts`` (per print and language), ``sets``,
``rulings`` and ``history`` (per print reference, with dates), ``definitions`` (distinct cards
with what the engine reads) and ``card_search`` with its FTS5 index (diacritics folded).
``meta`` records the schema version.
"""

from __future__ import annotations

from sqlite_utils import Database

SCHEMA_VERSION = 1


def ensure_schema(db: Database) -> None:
    """Create the tables on a new database (an existing one is left as it is)."""
    if "meta" in db.table_names():
        return
    with db.atomic():
        db.table("meta").create({"key": str, "value": str}, pk="key")
        db.table("meta").insert({"key": "schema_version", "value": str(SCHEMA_VERSION)})
        db.table("prints").create(
            {
                "reference": str,
                "family": str,
                "set_code": str,
                "type_code": str,
                "faction_code": str,
                "rarity_code": str,
                "subtype_codes": str,
                "hand_cost": int,
                "reserve_cost": int,
                "forest": int,
                "mountain": int,
                "water": int,
                "landmark_limit": int,
                "reserve_limit": int,
                "changed": str,
                "suspended": int,
                "errated": int,
                "banned": int,
                "definition": str,
            },
            pk="reference",
        )
        db.table("texts").create(
            {
                "reference": str,
                "language": str,
                "name": str,
                "type_name": str,
                "subtypes": str,
                "main_text": str,
                "support_text": str,
                "collector_number": str,
            },
            pk=("reference", "language"),
        )
        db.table("sets").create({"code": str, "name": str}, pk="code")
        db.table("rulings").create(
            {
                "reference": str,
                "seq": int,
                "question": str,
                "answer": str,
                "date": str,
                "format": str,
            },
            pk=("reference", "seq"),
        )
        db.table("history").create(
            {
                "reference": str,
                "seq": int,
                "kind": str,
                "date": str,
                "title": str,
                "question": str,
                "answer": str,
                "link": str,
            },
            pk=("reference", "seq"),
        )
        db.table("definitions").create(
            {
                "key": str,
                "name": str,
                "data": str,
                "status": str,
                "abilities": str,
                "names": str,
                "texts": str,
                # searched by filters (cost<=2, type:spell) without reading "data"
                "type": str,
                "zone_type": str,
                "token": int,
                "hand_cost": int,
                "reserve_cost": int,
            },
            pk="key",
        )
        db.table("card_search").create(
            {"key": str, "names": str, "kinds": str, "refs": str, "texts": str}, pk="key"
        )
        db.table("card_search").enable_fts(
            ["names", "kinds", "refs", "texts"],
            fts_version="FTS5",
            tokenize="unicode61 remove_diacritics 2",
        )
        db.table("texts").create_index(["name"])
        db.table("prints").create_index(["definition", "faction_code"])
        db.table("prints").create_index(["family"])
