console.log('The API server is not built yet.');
