(define (problem plan_trial_gmem_0018)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78 - object
        Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83 - object
        Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76 - object
        Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24 - object
        Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28 - object
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 - receptacle
        CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 - receptacle
        Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin - receptacle
        loc_bar__minus_2_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 CabinetType)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTopType)
        (receptacleType CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 DrawerType)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleType Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin SinkBasinType)
        (objectType Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78 EggType)
        (objectType Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83 BowlType)
        (objectType Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76 AppleType)
        (objectType Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24 BoxType)
        (objectType Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28 TomatoType)
        (canContain CabinetType BowlType)
        (canContain CabinetType BoxType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType TomatoType)
        (pickupable Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78)
        (cleanable Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78)
        (heatable Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78)
        (coolable Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78)
        (sliceable Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78)
        (pickupable Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83)
        (isReceptacleObject Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83)
        (cleanable Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83)
        (coolable Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83)
        (pickupable Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76)
        (cleanable Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76)
        (heatable Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76)
        (coolable Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76)
        (sliceable Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76)
        (pickupable Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24)
        (isReceptacleObject Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24)
        (pickupable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28)
        (cleanable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28)
        (heatable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28)
        (coolable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28)
        (sliceable Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43)
        (openable Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (inReceptacle Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (inReceptacle Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (inReceptacle Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28 Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 loc_bar__minus_6_bar_1_bar_3_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_26_bar__plus_00_dot_78_bar__minus_01_dot_08 loc_bar_2_bar_0_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_92_bar__plus_01_dot_20_bar__plus_00_dot_78 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_02_dot_84_bar__plus_00_dot_05_bar__plus_00_dot_83 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (objectAtLocation Apple_bar__plus_00_dot_94_bar__plus_01_dot_20_bar__plus_00_dot_76 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (objectAtLocation Box_bar__plus_00_dot_11_bar__plus_01_dot_00_bar__minus_01_dot_24 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Tomato_bar__minus_01_dot_28_bar__plus_00_dot_97_bar__minus_01_dot_28 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
