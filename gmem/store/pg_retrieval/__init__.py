"""Scoring inside PostgreSQL: the query tier's candidate scores computed by the database, so a worker serving
many namespaces holds no per-namespace index.

The query side stays the query tier's own code: a namespace's vocabulary and learned sums (kept by the
triggers of schema version 5, :mod:`gmem.store.migrations`) are read into a task-less
:class:`~gmem.tiers.query.QueryIndex` (:meth:`~gmem.tiers.query.QueryIndex.from_statistics`), whose
:meth:`~gmem.tiers.query.QueryIndex.terms` turn an instruction into weighted words and a predicted fingerprint
exactly as for an in-process index. Those few kilobytes per namespace are cached in a process-wide LRU bounded
by bytes (:class:`StatisticsCache`): evicting one loses nothing, the database holds the sums.

The task side is PostgreSQL's: one statement scores every task of the namespace from its ``task_terms`` row
(word and template ids as integer arrays, the instruction vector as a pgvector ``vector``) against the query's
weights passed as ``float8[]`` - the word cosine, the procedure profile and the dense cosine (pgvector's
``<#>``) - and returns the best rows. The database computes in a different order (and the dense part in
float32), so its scores may differ from the in-process ones in the last bits; the few rows it returns are
scored again here with the in-process formulas, and every row whose database score is within
:data:`MARGIN` of the k-th exact score is among them. So :meth:`DatabaseQuery.top` is exactly the in-process
``Query.top``: the same rows, the same order, the same scores.

Rows are task ``seq`` numbers (store order, like the rows of an in-process index), so the traversal's ties
break the same way.

The package's modules, in the order a query passes them: :mod:`.statistics` (the per-namespace query side and
its process-wide cache), :mod:`.scoring` (the SQL), :mod:`.query` (the rows the database returned, scored
exactly), :mod:`.index` (the index and replica a ``Memory`` reads); :mod:`.words` keeps the word vectors
the query side maps unlearned words with, filled when tasks are recorded; :mod:`.contexts` reads the
namespace's instructions in context, as an in-process index reads its rows; :mod:`.batch` holds the tasks of a
batch being recorded until its commit, so that its later tasks are linked to its earlier ones.
"""

from gmem.store.pg_retrieval.index import DatabaseIndex, DatabaseReplica
from gmem.store.pg_retrieval.query import DatabaseQuery
from gmem.store.pg_retrieval.scoring import DatabaseScoring
from gmem.store.pg_retrieval.statistics import Statistics, StatisticsCache, statistics_cache

__all__ = [
    "DatabaseIndex",
    "DatabaseQuery",
    "DatabaseReplica",
    "DatabaseScoring",
    "Statistics",
    "StatisticsCache",
    "statistics_cache",
]
