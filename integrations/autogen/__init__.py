"""AutoGen AgentChat integration."""
