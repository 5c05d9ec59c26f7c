"""What keeping a game needs of its table beyond the record: the statistics count the match."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..storage.statistics import StatisticsStore
    from .table import Table


def count_deals(statistics: StatisticsStore, table: Table) -> None:
    """Count the table's finished deals in ``statistics`` (StorageError if that cannot be saved)."""
    statistics.update(table.record(), table.match)
