struct Cache {
    var forecasts: [Forecast] = []
}
