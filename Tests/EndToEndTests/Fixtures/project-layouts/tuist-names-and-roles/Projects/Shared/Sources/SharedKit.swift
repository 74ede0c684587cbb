public enum SharedKit {}
