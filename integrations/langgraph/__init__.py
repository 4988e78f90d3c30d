"""LangGraph / LangChain v1 integration."""
