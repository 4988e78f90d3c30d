"""What a team learns from a ``StateGraph`` builder before it is compiled.

Two things: which role each node plays, and which nodes each node may start. The second is what lets
the trace tell, when a run is recorded, a second parallel branch from a step of a chain, and a join
from a hand-off: a node's parents are the nodes of the step before it that could have started it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any, cast

from langgraph.graph import StateGraph

from gmem import Role, RoleLike, as_role

from .recording import RECORD_NODE

#: A role for ``instrument``: a description of the node (which names the role), or any role gmem takes:
#: a ``Role``, ``(name, description)``, or ``{"name": ..., "description": ...}``.
RoleSpec = RoleLike
#: The attribute that marks a node (a wrapped function, or a Runnable) as playing a role already.
ROLE_ATTR = "__gmem_role__"


def role_of(runnable: Any) -> str | None:
    """The role a builder's node already plays (it was wrapped with ``TeamMemory.node``), if any."""
    for holder in (runnable, getattr(runnable, "func", None), getattr(runnable, "afunc", None)):
        if role := getattr(holder, ROLE_ATTR, None):
            return cast(str, role)
    return None


def chosen_roles(builder: StateGraph, roles: Mapping[str, RoleSpec] | None) -> dict[str, Role]:
    """Node name -> role: the ``roles`` given, or (by default) every node playing a role named after itself."""
    if roles is None:
        return {
            name: Role(name=name)
            for name, spec in builder.nodes.items()
            if name != RECORD_NODE and not spec.is_error_handler
        }
    unknown = sorted(set(roles) - set(builder.nodes))
    if unknown:
        raise ValueError(f"no such nodes in the graph: {unknown}; nodes: {sorted(builder.nodes)}")
    return {name: _node_role(name, spec) for name, spec in roles.items()}


def _node_role(node: str, spec: RoleSpec) -> Role:
    """A string describes the node, whose name is the role's; anything else is a role as gmem takes it."""
    return Role(name=node, description=spec) if isinstance(spec, str) else as_role(spec)


def successors(builder: StateGraph) -> dict[str, set[str]]:
    """Nodes each node may start: static and wait-for-all edges, conditional edges' declared ends, and
    the destinations declared for ``Command`` routing."""
    out: dict[str, set[str]] = defaultdict(set)
    for start, end in builder.edges:
        out[start].add(end)
    for starts, end in builder.waiting_edges:
        for start in starts:
            out[start].add(end)
    for source, branches in builder.branches.items():
        for branch in branches.values():
            if branch.ends:
                out[source].update(branch.ends.values())
    for name, spec in builder.nodes.items():
        if spec.ends:
            out[name].update(spec.ends)
    return out
