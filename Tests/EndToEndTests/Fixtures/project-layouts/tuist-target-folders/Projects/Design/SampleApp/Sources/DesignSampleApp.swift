import Design

public struct DesignSampleApp {}
